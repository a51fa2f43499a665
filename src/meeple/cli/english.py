"""Small pieces of English the terminal views share (written once, in the kernel's words:
:mod:`meeple.engine.words`)."""

from __future__ import annotations

from meeple.engine.words import plural

__all__ = ["plural"]
