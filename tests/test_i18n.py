"""The message catalog: both languages complete, placeholders consistent, every used key defined."""

import re
from pathlib import Path

import pytest

from game import games, i18n
from game.anim import SPEEDS
from game.scenes import registry

ROOT = Path(__file__).resolve().parent.parent


def test_english_and_german_have_the_same_keys():
    cat = i18n.load_catalog()
    missing_de = sorted(cat["en"].keys() - cat["de"].keys())
    missing_en = sorted(cat["de"].keys() - cat["en"].keys())
    assert not missing_de, f"missing in German: {missing_de}"
    assert not missing_en, f"missing in English: {missing_en}"


def test_placeholders_match_between_languages():
    cat = i18n.load_catalog()
    bad = [k for k in cat["en"] if i18n.placeholders(cat["en"][k]) != i18n.placeholders(cat["de"].get(k, ""))]
    assert not bad, f"placeholders differ: {bad}"


def test_no_empty_strings():
    cat = i18n.load_catalog()
    for lang in i18n.LANGUAGES:
        assert all(v.strip() for v in cat[lang].values()), lang


def literal_keys():
    keys = set()
    for path in list((ROOT / "game").rglob("*.py")) + [ROOT / "main.py"]:
        for match in re.finditer(r"\btr\(\s*\"([A-Za-z0-9_.]+)\"", path.read_text(encoding="utf-8")):
            keys.add((match.group(1), path.name))
    return sorted(keys)


def test_every_literal_key_used_in_code_exists():
    missing = [(k, f) for k, f in literal_keys() if not i18n.has(k)]
    assert not missing, f"keys used but not defined: {missing}"


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_each_game_has_name_tagline_and_howto_pages(game_id):
    assert i18n.has(f"{game_id}.name") and i18n.has(f"{game_id}.tagline")
    pages = registry.howto_pages(game_id)
    assert pages >= 3
    for n in range(1, pages + 1):
        assert i18n.has(f"{game_id}.howto.{n}.body")


def test_dynamic_key_families_exist():
    for level in ("easy", "medium", "hard"):
        assert i18n.has(f"level.{level}") and i18n.has(f"kind.{level}")
    assert i18n.has("kind.human")
    for speed in SPEEDS:
        assert i18n.has(f"speed.{speed}")
    for lang in i18n.LANGUAGES:
        assert i18n.has(f"lang.{lang}")


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_option_labels_exist(game_id):
    rules = games.rules_for(game_id)
    for opt in rules.options():
        assert i18n.has(opt.label_key), opt.label_key
        for key in opt.choice_keys:
            assert key is None or i18n.has(key), key


def test_tr_formats_and_falls_back():
    i18n.set_language("de")
    try:
        assert i18n.tr("game.your_turn", name="Ana") == "Ana, du bist dran"
        assert i18n.tr("no.such.key") == "no.such.key"
    finally:
        i18n.set_language("en")
    assert i18n.tr("game.your_turn", name="Ana") == "Ana, your turn"


def test_umlauts_render_with_the_bundled_font():
    import pygame

    from game import theme

    pygame.init()
    f = theme.font(24)
    box = f.render("\ufffe", True, (0, 0, 0))  # a character the font cannot have
    for ch in "äöüÄÖÜß–…◀▶":
        img = f.render(ch, True, (0, 0, 0))
        assert img.get_width() > 0
        assert (
            pygame.image.tobytes(img, "RGBA") != pygame.image.tobytes(box, "RGBA")
            or img.get_size() != box.get_size()
        )


def test_language_from_locale():
    assert i18n.language_from_locale("de-DE") == "de"
    assert i18n.language_from_locale("de_AT.UTF-8") == "de"
    assert i18n.language_from_locale("en-US") == "en"
    assert i18n.language_from_locale(None) == "en"


def test_counted_keys_have_both_forms_and_pick_by_their_count():
    cat = i18n.load_catalog()
    counted = i18n.load_counted()
    assert counted, "the catalogs declare their counted rule messages"
    for key, param in counted.items():
        for form in ("one", "other"):
            assert f"{key}.{form}" in cat["en"], (key, form)
            assert param in i18n.placeholders(cat["en"][f"{key}.other"]), key
    assert i18n.tr("farkle.detail", points=900, turns=1) == "900 points in 1 turn"
    assert i18n.tr("farkle.detail", points=900, turns=3) == "900 points in 3 turns"
    i18n.set_language("de")
    try:
        assert i18n.trn("farkle.ui.roll_n", 1) == "1 Würfel werfen"
    finally:
        i18n.set_language("en")
    assert i18n.trn("farkle.ui.roll_n", 1) == "Roll 1 die"
