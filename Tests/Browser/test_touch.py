"""Browser tests on a touch screen (a phone, with DevTools' touch emulation, so that `(pointer: coarse)` holds):
every control on every tab is at least 44 px each way, and a thin piece in the Pentomino tray can be grabbed
beside its squares."""
import time

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from test_page import (board_geometry, make_driver, open_page, open_pentomino, pento, piece_point, shot,
                       touch_drag)

TOUCH = 44   # px: a fingertip's target


@pytest.fixture
def phone():
    driver = make_driver(390, 844)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield driver
    driver.quit()


def small_controls(driver):
    """The visible controls smaller than a fingertip: [tag, id or text, width, height]. A radio button counts
    as its label; a label hidden for screen readers only is not a control."""
    return driver.execute_script("""
        const small = [];
        for (const element of document.querySelectorAll('button, a[href], select, input, textarea, summary')) {
          const target = element.matches('input[type=radio], input[type=checkbox]') ? element.closest('label') : element;
          const box = target.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1 || getComputedStyle(target).visibility === 'hidden') continue;
          if (box.width < arguments[0] - 0.5 || box.height < arguments[0] - 0.5) {
            small.push([target.tagName.toLowerCase(), target.id || target.textContent.trim().slice(0, 30),
                        Math.round(box.width), Math.round(box.height)]);
          }
        }
        return small;""", TOUCH)


@pytest.mark.parametrize("path, tab", [
    ("/", "play"), ("/pentomino", "pentomino"), ("/sketch", "sketch"), ("/scores", "scores"), ("/about", "about")])
def test_on_a_touch_screen_every_control_is_a_fingertip_wide(phone, path, tab):
    open_page(phone, path)
    assert phone.execute_script("return matchMedia('(pointer: coarse)').matches")
    # A tab's controls are there once its controller has drawn it.
    WebDriverWait(phone, 15).until(lambda d: d.execute_script(
        "return document.getElementById(arguments[0]).querySelector('button') !== null", tab))
    time.sleep(0.5)
    assert small_controls(phone) == []
    shot(phone, f"touch-{tab}.png")


def test_a_thin_piece_in_the_tray_is_grabbed_beside_its_squares(phone):
    open_pentomino(phone)
    grab = piece_point(phone, "I")
    box = box_of(phone, "I")
    assert box["height"] < TOUCH, "the I piece lies one tray square thick"
    # A finger just above the piece's squares, inside its reach, picks it up; the board takes it.
    finger = (grab["x"], box["top"] - (TOUCH - box["height"]) / 2 + 2)
    assert piece_at(phone, *finger) == "I"
    board = board_geometry(phone)
    touch_drag(phone, finger, (board["left"] + 4 * board["square"], board["top"] + 4 * board["square"]))
    assert pento(phone)["placed"] == 1 and "IIIII" in pento(phone)["notation"]
    # On the board a piece is held by its squares alone: not just above them, nor in its box's empty corner.
    placed = box_of(phone, "I")
    assert piece_at(phone, placed["left"] + placed["width"] / 2, placed["top"] - 4) is None
    corner = box_of(phone, "F")
    assert piece_at(phone, corner["left"] + 3, corner["top"] + 3) == "F", "the F's empty corner in the tray"
    grab = piece_point(phone, "F")
    # The held piece rises above the finger: its middle 1.1 squares above, so the finger aims below its place.
    s = board["square"]
    touch_drag(phone, (grab["x"], grab["y"]), (board["left"] + 7.5 * s, board["top"] + (3 + 3 + 1.1) * s))
    assert pento(phone)["placed"] == 2
    corner = box_of(phone, "F")
    assert piece_at(phone, corner["left"] + 3, corner["top"] + 3) is None, "the F's empty corner on the board"


def box_of(driver, piece):
    return driver.execute_script(
        "return document.querySelector(`.pento-piece[data-piece='${arguments[0]}']`).getBoundingClientRect().toJSON()", piece)


def piece_at(driver, x, y):
    """The piece a finger at (x, y) would pick up, or None."""
    return driver.execute_script(
        "return document.elementFromPoint(arguments[0], arguments[1])?.closest('.pento-piece')?.dataset.piece ?? null", x, y)
