"""meeple: play, simulate and analyse tabletop games faithfully to their rulebooks."""

__version__ = "0.1.0"
