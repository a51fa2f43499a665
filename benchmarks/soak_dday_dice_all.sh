#!/usr/bin/env bash
# The D-Day Dice soak of issue 4: 20,000 heuristic-bot games on every map (Silence the Guns
# included), solo and with four units, both editions -- 44 configurations. First a 400-game pass
# over all of them (an early crash check whose chunks count), then the full runs. Resumable: the
# results file keeps every finished 200-game chunk for the current code, and a rerun skips them.
#
#   benchmarks/soak_dday_dice_all.sh [RESULTS_FILE]   (default benchmarks/results/dday-soak.jsonl)
#   .venv/bin/python benchmarks/soak_dday_dice.py --summary RESULTS_FILE --markdown
#
# Run it from a checkout whose src/ is the code to soak (with its own .venv); any change to the
# code a D-Day Dice game runs (src/meeple but the command line and the other games) starts the
# count afresh (the chunks are keyed by a fingerprint of that code).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-benchmarks/results/dday-soak.jsonl}"
status=0
for games in 400 20000; do
  for cfg in "4 1" "4 2" "1 1" "1 2"; do
    set -- $cfg
    .venv/bin/python benchmarks/soak_dday_dice.py --games "$games" --workers 2 --players "$1" --edition "$2" --out "$OUT" \
      || status=1
    echo "done: $games games, $1 unit(s), edition $2, $(date -u +%H:%M:%S)"
  done
done
exit $status
