"""Browser tests of the Sketch tab, the drawing kept in the browser: across a reload, its name, a corrupt one,
a drawing at the model's limits, an erase deep in a large history painted as a full repaint would, an empty
erase, and export as SVG and a 2x PNG."""
import json
import random
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_page import browser, make_driver, set_aside, unique  # noqa: F401 (pytest fixtures)
from sketch_helpers import open_sketch, pad, strokes, ink, live_ink, mouse_stroke, mouse_dot, ctrl, click, rename, wait_strokes, kept, random_drawing, open_kept, differs_from_a_full_repaint, downloads, downloaded, png_size, save_joining, polyline


def test_the_drawing_in_progress_survives_a_reload_and_new_starts_afresh(browser):
    open_sketch(browser)
    rename(browser, "Cat")
    browser.find_element(By.CSS_SELECTOR, ".sketch-swatch[data-color='#e03131']").click()
    mouse_stroke(browser, (0.2, 0.5), (0.8, 0.5))
    wait_strokes(browser, 1)
    assert kept(browser, 1)["name"] == "Cat"
    browser.refresh()
    open_sketch(browser)
    assert strokes(browser) == 1 and pad(browser)["name"] == "Cat" and ink(browser, 0.5, 0.5)
    assert browser.find_element(By.CSS_SELECTOR, ".sketch-swatch[data-color='#e03131']").get_attribute("aria-pressed") == "true"
    # Undo does not survive a reload (the history is the visit's), the drawing does.
    assert pad(browser)["canUndo"] == "false"
    click(browser, "sketch-new")
    dialog = WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "sketch-dialog"))
    assert "not saved" in dialog.text
    dialog.find_element(By.CSS_SELECTOR, "button[value='yes']").click()
    wait_strokes(browser, 0)
    assert pad(browser)["name"] == "Untitled" and not ink(browser, 0.5, 0.5)
    stage = browser.execute_script("const s = document.getElementById('sketch-stage'); return [s.clientWidth, s.clientHeight]")
    fresh = kept(browser, 0)
    assert [fresh["width"], fresh["height"]] == stage, "a new drawing is the stage's shape, a unit per CSS pixel"


def test_two_tabs_keep_a_drawing_each_and_a_new_tab_opens_the_latest_no_open_tab_keeps(browser):
    def start(name, count):
        open_sketch(browser)
        click(browser, "sketch-new")
        confirm = browser.find_elements(By.CSS_SELECTOR, "#sketch-dialog button[value='yes']")
        if confirm:
            confirm[0].click()
        wait_strokes(browser, 0)
        rename(browser, name)
        for index in range(count):
            mouse_stroke(browser, (0.2, 0.2 + 0.2 * index), (0.8, 0.2 + 0.2 * index))
        assert kept(browser, count)["name"] == name

    first = browser.current_window_handle
    start("One", 1)
    browser.switch_to.new_window("tab")
    second = browser.current_window_handle
    open_sketch(browser)
    assert pad(browser)["name"] != "One", "the first tab's drawing is not opened in a second tab"
    start("Two", 2)
    browser.switch_to.window(first)
    mouse_stroke(browser, (0.2, 0.8), (0.8, 0.8))
    assert kept(browser, 2)["name"] == "One", "the first tab's drawing is kept where it was, beside the second's"
    places = browser.execute_script(
        "return Object.keys(localStorage).filter((key) => key.startsWith('tessera.sketch.kept.'))")
    assert len(places) >= 2
    # The second tab closes: a new tab opens its drawing, which no open tab keeps now.
    browser.switch_to.window(second)
    browser.close()
    browser.switch_to.window(first)
    browser.switch_to.new_window("tab")
    open_sketch(browser)
    assert pad(browser)["name"] == "Two" and strokes(browser) == 2
    browser.close()
    browser.switch_to.window(first)
    browser.refresh()
    open_sketch(browser)
    assert pad(browser)["name"] == "One" and strokes(browser) == 2


def test_a_drawing_the_browser_refuses_to_keep_says_not_kept(browser):
    """When storage refuses the drawing (full or disabled), the message says so and the count line no
    longer claims it is kept in this browser; once storage takes it again, the line says kept."""
    open_sketch(browser)
    browser.execute_script("""
        window.realSetItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
    """)
    try:
        mouse_stroke(browser, (0.2, 0.5), (0.8, 0.5))
        wait_strokes(browser, 1)
        WebDriverWait(browser, 8).until(lambda d: "not kept in this browser" in d.find_element(By.ID, "sketch-count").text)
        assert "could not be kept in this browser" in browser.find_element(By.ID, "sketch-message").text
    finally:
        browser.execute_script("Storage.prototype.setItem = window.realSetItem;")
    mouse_stroke(browser, (0.2, 0.3), (0.8, 0.3))
    wait_strokes(browser, 2)
    WebDriverWait(browser, 8).until(lambda d: d.find_element(By.ID, "sketch-count").text == "2 strokes · kept in this browser")
    assert browser.find_element(By.ID, "sketch-message").text == "", "the warning goes once the drawing is kept again"


def test_the_name_is_the_models_to_trim_and_to_refuse(browser):
    open_sketch(browser)
    field = browser.find_element(By.ID, "sketch-name")
    assert field.get_attribute("maxlength") is None, "the model counts a name's characters, not the field"
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("  Harbour at dusk  " + Keys.ENTER)
    WebDriverWait(browser, 5).until(lambda d: pad(d)["name"] == "Harbour at dusk")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("x" * 61 + Keys.ENTER)
    message = WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "sketch-message").text)
    assert message.startswith("That name will not do:") and "60" in message, message
    assert message.endswith("the drawing keeps “Harbour at dusk”."), message
    # What was typed stays to be mended; Escape puts the drawing's name back.
    assert field.get_attribute("value") == "x" * 61 and pad(browser)["name"] == "Harbour at dusk"
    field.click()
    field.send_keys(Keys.ESCAPE)
    assert field.get_attribute("value") == "Harbour at dusk" and pad(browser)["name"] == "Harbour at dusk"
    # 60 characters of 120 UTF-16 units (beyond the BMP, put in as a paste would: ChromeDriver types the BMP only).
    name = "\U0001d4d0" * 60
    browser.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change'))", field, name)
    WebDriverWait(browser, 5).until(lambda d: pad(d)["name"] == name)
    WebDriverWait(browser, 8).until(lambda d: kept(d)["name"] == name)


def test_a_corrupt_kept_drawing_is_reported_set_aside_and_replaced(browser):
    open_sketch(browser)
    corrupt = json.dumps({"wire": '{"version":1,"name":""}'})
    browser.execute_script("localStorage.setItem('tessera.sketch', arguments[0])", corrupt)
    browser.refresh()
    open_sketch(browser)
    assert "could not be restored" in browser.find_element(By.ID, "sketch-message").text
    assert strokes(browser) == 0
    assert set_aside(browser, "sketch-message", r"tessera\.sketch\.kept\.[0-9a-f-]+", "tessera-sketch.json") == [corrupt]


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_erasing_from_deep_in_the_history_repaints_the_pixels_a_full_repaint_would(width, height):
    # Only the boxes of the strokes erased are repainted (with those that meet them), at any pixel ratio.
    driver = make_driver(width, height)
    try:
        wire = random_drawing(600, seed=11)
        open_kept(driver, wire)
        click(driver, "sketch-eraser")
        target = wire["strokes"][300]["points"]
        polyline(driver, [(target[i] / wire["width"], target[i + 1] / wire["height"]) for i in range(0, 8, 2)])
        WebDriverWait(driver, 10).until(lambda d: strokes(d) < 600)
        erased = 600 - strokes(driver)
        assert differs_from_a_full_repaint(driver) == 0
        click(driver, "sketch-undo")
        wait_strokes(driver, 600)
        assert differs_from_a_full_repaint(driver) == 0
        click(driver, "sketch-redo")
        wait_strokes(driver, 600 - erased)
        assert differs_from_a_full_repaint(driver) == 0
    finally:
        driver.quit()


def test_a_stroke_the_full_drawing_refuses_is_reported_at_the_press_and_the_pad_keeps_working(browser):
    # 19,999 dots, then one stroke makes 20,000, the most a drawing holds: the next one is refused.
    open_kept(browser, random_drawing(19_999, seed=3, dots=True))
    mouse_stroke(browser, (0.1, 0.1), (0.4, 0.1))
    wait_strokes(browser, 20_000, timeout=10)
    # Refused at the press: said while the button is still held, and nothing inks meanwhile.
    held = mouse_stroke(browser, (0.1, 0.2), (0.4, 0.2), during=lambda: (
        browser.find_element(By.ID, "sketch-message").text, live_ink(browser)))
    assert held[0].startswith("Not drawn:") and "20000" in held[0] and not held[1], held
    assert "problem" in browser.find_element(By.ID, "sketch-message").get_attribute("class")
    assert strokes(browser) == 20_000 and not live_ink(browser), "the refused stroke leaves no trace on the overlay"
    # The gesture is over: undo, a new stroke and the eraser work as before.
    ctrl(browser, "z")
    wait_strokes(browser, 19_999)
    mouse_stroke(browser, (0.1, 0.3), (0.4, 0.3))
    wait_strokes(browser, 20_000)
    click(browser, "sketch-eraser")
    mouse_stroke(browser, (0.25, 0.25), (0.25, 0.35))
    WebDriverWait(browser, 5).until(lambda d: strokes(d) < 20_000)
    assert pad(browser)["canUndo"] == "true" and not live_ink(browser)


def drawing_of_size(size, seed=5):
    """A 1200 x 800 drawing named "Full" of strokes of 12 points (half of living width) whose wire form, as the
    model writes it, takes `size` bytes or up to one stroke less."""
    rng = random.Random(seed)
    number = lambda hundredths: hundredths // 100 if hundredths % 100 == 0 else hundredths / 100
    wire = {"version": 1, "name": "Full", "width": 1200, "height": 800, "background": "#ffffff", "strokes": []}
    compact = lambda value: len(json.dumps(value, separators=(",", ":")))
    total = compact(wire)
    while True:
        stroke = {"color": "#1971c2", "width": 8, "points": [number(rng.randint(0, 119_999)) if i % 2 == 0 else number(rng.randint(0, 79_999)) for i in range(24)]}
        if rng.random() < 0.5:
            stroke["widths"] = [number(rng.randint(160, 800)) for _ in range(12)]
        if total + compact(stroke) + 1 > size:
            return wire
        wire["strokes"].append(stroke)
        total += compact(stroke) + 1


def test_a_drawing_stops_at_what_a_save_sends_and_the_save_is_taken(browser):
    # 2 MiB less about 1,100 bytes: room for a stroke or two (the longest name kept aside), then no more.
    wire = drawing_of_size(2 * 1024 * 1024 - 1_100)
    open_kept(browser, wire)
    count = lambda: browser.find_element(By.ID, "sketch-count").text
    assert " · 99 % full · " in count(), count()
    drawn = strokes(browser)
    for row in range(8):
        mouse_stroke(browser, (0.1, 0.1 + row * 0.1), (0.4, 0.1 + row * 0.1))
        message = browser.find_element(By.ID, "sketch-message").text
        if message:
            break
        wait_strokes(browser, drawn + 1)
        drawn += 1
    assert message == "Not drawn: the drawing is as large as a save may be (2 MiB); erase some first.", message
    assert drawn > len(wire["strokes"]), "a stroke fitted before the drawing was full"
    assert len(json.dumps(kept(browser, drawn), separators=(",", ":")).encode()) <= 2 * 1024 * 1024
    # What the model let the player draw, the server takes.
    save_joining(browser, unique("Full"))
    assert count().endswith(" · 100 % full · saved") or count().endswith(" · 99 % full · saved"), count()


def test_export_gives_the_models_svg_and_a_png_at_twice_the_size(browser):
    folder = downloads(browser)
    open_sketch(browser)
    rename(browser, "Export me")
    mouse_stroke(browser, (0.2, 0.3), (0.6, 0.4))
    mouse_dot(browser, 0.5, 0.7)
    wait_strokes(browser, 2)
    click(browser, "sketch-svg")
    svg = downloaded(folder, "Export me.svg").decode()
    assert svg.lstrip().startswith("<svg") or svg.lstrip().startswith("<?xml")
    assert svg.count("<path") + svg.count("<circle") == 2
    click(browser, "sketch-png")
    width, height = png_size(downloaded(folder, "Export me.png"))
    drawing = kept(browser, 2)
    assert (width, height) == (drawing["width"] * 2, drawing["height"] * 2)


def test_an_eraser_tap_on_bare_paper_leaves_a_saved_drawing_saved(browser):
    open_sketch(browser)
    mouse_stroke(browser, (0.2, 0.3), (0.7, 0.3))
    wait_strokes(browser, 1)
    save_joining(browser, unique("Tapper"))
    click(browser, "sketch-eraser")
    mouse_dot(browser, 0.5, 0.8)
    time.sleep(0.3)
    assert strokes(browser) == 1 and pad(browser)["saved"] == "true" and pad(browser)["canUndo"] == "true"
    assert "saved" in browser.find_element(By.ID, "sketch-count").text.split(" · ")[-1]
    mouse_dot(browser, 0.45, 0.3)
    wait_strokes(browser, 0)
    assert pad(browser)["saved"] == "false", "a real erase is a change to save"
