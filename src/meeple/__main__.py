"""``python -m meeple`` runs the command line."""

from meeple.cli.main import run

if __name__ == "__main__":
    run()
