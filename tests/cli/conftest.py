"""Shared helpers of the terminal-play tests: scripted answers to the prompts."""

from __future__ import annotations

from typing import Callable, Iterable, Union

import pytest

Answer = Union[str, Callable[[], str]]


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Callable[[Iterable[Answer]], list[str]]:
    """Feed these answers to input(), one per prompt; then the input ends (EOF).
    A callable answer is called when its prompt comes (to look at the game mid-way)."""

    def feed(items: Iterable[Answer]) -> list[str]:
        queue = iter(items)
        prompts: list[str] = []

        def fake_input(prompt: str = "") -> str:
            prompts.append(prompt)
            try:
                item = next(queue)
            except StopIteration:
                raise EOFError from None
            return item() if callable(item) else item

        monkeypatch.setattr("builtins.input", fake_input)
        return prompts

    return feed
