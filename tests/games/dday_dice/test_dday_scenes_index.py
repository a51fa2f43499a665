"""Every saved scene (records/scenes/*.json) belongs to one test module's SCENES, and every
scene a module declares is saved: no record is kept that no test replays."""

from __future__ import annotations

import importlib
from pathlib import Path

from record_scenes import SCENE_DIR, SceneSpec

HERE = Path(__file__).resolve().parent


def declared() -> dict[str, list[str]]:
    """Scene name -> the modules declaring it."""
    names: dict[str, list[str]] = {}
    for path in sorted(HERE.glob("test_dday_scenes_*.py")):
        if path.stem == Path(__file__).stem:
            continue
        module = importlib.import_module(path.stem)
        specs: dict[str, SceneSpec] = module.SCENES
        for name in specs:
            names.setdefault(name, []).append(path.stem)
    return names


def test_every_saved_scene_is_declared_by_exactly_one_test_module() -> None:
    names = declared()
    saved = {p.stem for p in SCENE_DIR.glob("*.json")}
    assert saved, "no scene is saved"
    assert sorted(saved - set(names)) == []
    assert {n: m for n, m in names.items() if len(m) > 1} == {}


def test_every_declared_scene_is_saved() -> None:
    saved = {p.stem for p in SCENE_DIR.glob("*.json")}
    assert sorted(set(declared()) - saved) == []
