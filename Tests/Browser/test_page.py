"""Browser tests: Tessera's page in headless Chromium, against a server the Swift test started.

Run by Tests/TesseraServerTests/BrowserTests.swift with TESSERA_URL set to the server's address
and TESSERA_ARTIFACTS to a folder for screenshots.
"""
import json
import os
import re
import tempfile
import time
import urllib.request
import uuid
from contextlib import contextmanager

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import Select, WebDriverWait

URL = os.environ.get("TESSERA_URL", "http://127.0.0.1:8080")
ARTIFACTS = os.environ.get("TESSERA_ARTIFACTS", "test-artifacts")


def make_driver(width, height):
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={width},{height}", "--hide-scrollbars"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    set_viewport(driver, width, height)
    return driver


def set_viewport(driver, width, height):
    """Makes the page's viewport exactly width × height CSS pixels, as a phone or a desktop."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 2 if width < 900 else 1, "mobile": min(width, height) < 500,
        "screenOrientation": {"type": "portraitPrimary" if height >= width else "landscapePrimary",
                              "angle": 0 if height >= width else 90}})


@pytest.fixture
def browser():
    driver = make_driver(1280, 800)
    yield driver
    driver.quit()


def open_page(driver, path="/"):
    driver.get(URL + path)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))


def notation(driver):
    return driver.find_element(By.ID, "board").get_attribute("data-notation")


def settle(driver):
    time.sleep(0.35)


def press_until_change(driver, keys):
    before = notation(driver)
    for key in keys:
        driver.find_element(By.TAG_NAME, "body").send_keys(key)
        settle(driver)
        if notation(driver) != before:
            return True
    return False


def shot(driver, name):
    """Saves a screenshot once running animations (an overlay fading in, say) have finished."""
    os.makedirs(ARTIFACTS, exist_ok=True)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)"))
    driver.save_screenshot(os.path.join(ARTIFACTS, name))


def severe_console_messages(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def board_box(driver):
    return driver.execute_script("""
        const r = document.getElementById('board').getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height,
                 viewportWidth: innerWidth, viewportHeight: innerHeight };""")


def test_page_loads_without_console_errors_and_fetches_the_wasm(browser):
    open_page(browser)
    assert severe_console_messages(browser) == []
    fetched = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert any(name.endswith("/wasm/tiles.wasm") for name in fetched)
    assert len(browser.find_elements(By.CSS_SELECTOR, "#tiles .tile")) == 2
    assert browser.find_element(By.ID, "score").text == "0"


def test_keyboard_moves_change_the_board(browser):
    # Seed 1 opens on 0,0,0,0/0,2,0,0/2,0,0,0/0,0,0,0, and left twice merges nothing, so every tile
    # the two moves spawned is still on the board (`tessera replay 2048 --seed 1 --moves LL`).
    open_page(browser, "/?game=2048&seed=1")
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    assert press_until_change(browser, ["a", "d", "w", "s", "h", "l", "k", "j"])
    assert notation(browser) == "2,0,0,0/2,0,4,0/2,0,0,0/0,0,0,0"
    assert len(browser.find_elements(By.CSS_SELECTOR, "#tiles .tile:not(.leaving)")) == 4


def test_a_swipe_changes_the_board(browser):
    open_page(browser)
    box = board_box(browser)
    middle_y = (box["top"] + box["bottom"]) / 2
    changed = False
    for (x0, x1, y0, y1) in [(box["right"] - 40, box["left"] + 40, middle_y, middle_y),
                             (box["left"] + 40, box["right"] - 40, middle_y, middle_y),
                             ((box["left"] + box["right"]) / 2,) * 2 + (box["bottom"] - 40, box["top"] + 40)]:
        before = notation(browser)
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        for step in range(1, 6):
            x = x0 + (x1 - x0) * step / 5
            y = y0 + (y1 - y0) * step / 5
            browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        settle(browser)
        if notation(browser) != before:
            changed = True
            break
    assert changed


def test_new_game_resets_and_triples_can_be_chosen(browser):
    open_page(browser)
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    browser.find_element(By.ID, "new-game").click()
    settle(browser)
    assert browser.find_element(By.ID, "score").text == "0"
    assert len(browser.find_elements(By.CSS_SELECTOR, "#tiles .tile")) == 2
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("triples")
    settle(browser)
    assert "triples" in browser.find_element(By.ID, "board").get_attribute("class")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#tiles .tile")) == 4
    assert browser.find_element(By.ID, "score").text != "0"   # Triples scores its four opening tiles
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])


def test_choosing_another_game_keeps_a_game_under_way_until_new_game(browser):
    open_page(browser)
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    board, score = notation(browser), browser.find_element(By.ID, "score").text
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("triples")
    assert "goes on" in wait_for_text(browser, "play-note", "goes on")
    assert notation(browser) == board and browser.find_element(By.ID, "score").text == score
    assert "triples" not in browser.find_element(By.ID, "board").get_attribute("class")
    browser.find_element(By.ID, "new-game").click()
    settle(browser)
    assert "triples" in browser.find_element(By.ID, "board").get_attribute("class")


def test_keys_pressed_while_a_new_game_replaces_a_sliding_one_play_in_the_new_game(browser):
    open_page(browser, "/?game=2048&seed=11")
    saved_moves = "return Number(/moves=(\\d+)/.exec(JSON.parse(localStorage.getItem('tessera.save')).save)[1])"
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    settle(browser)
    # A move, New game while it slides, then four moves: each plays in the new game as it comes.
    browser.execute_script("""
      const key = (name) => document.dispatchEvent(new KeyboardEvent('keydown', {key: name, bubbles: true}));
      key('ArrowRight');
      document.getElementById('new-game').click();
      for (const name of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) key(name);""")
    time.sleep(2)
    played = browser.execute_script(saved_moves)
    assert played >= 1, "the moves pressed after New game were played"
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    time.sleep(1)
    assert browser.execute_script(saved_moves) - played <= 1, "no move was held back for a later key"


def test_a_move_that_changes_nothing_is_counted_and_kept_at_once(browser):
    open_page(browser, "/?game=2048&seed=11")
    saved_moves = "return Number(/moves=(\\d+)/.exec(JSON.parse(localStorage.getItem('tessera.save')).save)[1])"
    body = browser.find_element(By.TAG_NAME, "body")
    # Round and round until a key changes nothing (the tiles already lie that way), at most 30 rounds.
    for _ in range(30):
        for key in (Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_DOWN):
            before, moves = notation(browser), browser.execute_script(saved_moves)
            body.send_keys(key)
            settle(browser)
            if notation(browser) == before:
                assert browser.execute_script(saved_moves) == moves + 1, "the rules count it, and it is kept at once"
                browser.refresh()
                settle(browser)
                assert notation(browser) == before and browser.execute_script(saved_moves) == moves + 1
                return
    pytest.fail("no key changed nothing in 30 rounds")


def play_until_scored(driver):
    """Moves round and round until the game scores (at most 40 rounds); returns the score."""
    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(40):
        if int(driver.find_element(By.ID, "score").text) > 0:
            break
        body.send_keys(Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_UP)
        settle(driver)
    score = int(driver.find_element(By.ID, "score").text)
    assert score > 0
    return score


def test_new_game_puts_the_game_left_unfinished_on_the_high_scores(browser):
    open_page(browser, "/?game=2048&seed=11")
    score = play_until_scored(browser)
    local = "return Object.values(JSON.parse(localStorage.getItem('tessera.scores') ?? '{}')).flat().map((e) => e.score)"
    assert browser.execute_script(local) == []
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "score").text == "0")
    assert browser.execute_script(local) == [score]
    # A game left without a point is not listed, nor is the one left twice.
    browser.find_element(By.ID, "new-game").click()
    settle(browser)
    assert browser.execute_script(local) == [score]
    # A shared link replaces the game saved here as New game does: that game is listed too.
    second = play_until_scored(browser)
    open_page(browser, "/?game=2048&seed=12")
    assert sorted(browser.execute_script(local)) == sorted([score, second])


def test_the_controls_stay_put_whether_the_game_is_ranked_unranked_daily_or_asking():
    for width, height in ((1280, 800), (1024, 700), (390, 844), (844, 390)):
        driver = make_driver(width, height)
        try:
            open_page(driver)
            # The badge's four states, as ranked-view.js sets them.
            tops = [driver.execute_script("""
                const badge = document.getElementById('ranked-badge');
                badge.className = 'ranked-badge ' + arguments[0];
                badge.textContent = arguments[1];
                return document.getElementById('new-game').getBoundingClientRect().top;""", state, text)
                    for state, text in (("off", "Unranked"), ("on", "Ranked"), ("pending", "…"), ("on", "Daily"))]
            assert len(set(tops)) == 1, (width, height, tops)
        finally:
            driver.quit()


def test_a_letter_typed_on_a_section_link_is_no_shortcut_and_a_chosen_tab_takes_the_focus(browser):
    open_page(browser)
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_UP])
    before = notation(browser)
    about = browser.find_element(By.CSS_SELECTOR, ".tabs a[data-tab='about']")
    browser.execute_script("arguments[0].focus()", about)
    about.send_keys("n", "w", "a", "s", "d", "?", "p")
    settle(browser)
    assert notation(browser) == before, "N did not start a new game, nor W A S D move, on the About link"
    assert not browser.find_element(By.ID, "play").get_attribute("hidden"), "the link was not followed"
    # The tab's keys still act once the focus leaves the header.
    browser.execute_script("document.activeElement.blur()")
    assert press_until_change(browser, ["a", "s", "d", "w"])
    # A tab chosen from its link takes the focus, and Tab goes on to the tab's first control.
    for tab in ("pentomino", "play"):
        go_to(browser, tab)
        WebDriverWait(browser, 5).until(lambda d: d.switch_to.active_element.get_attribute("id") == tab)
    browser.switch_to.active_element.send_keys(Keys.TAB)
    assert browser.switch_to.active_element.find_element(By.XPATH, "ancestor::section").get_attribute("id") == "play"


def test_a_screen_reader_hears_the_board_row_by_row_each_moves_new_tile_and_b_reads_it_again(browser):
    open_page(browser)
    board = browser.find_element(By.ID, "board")
    rows = lambda: [row.split(",") for row in notation(browser).split("/")]
    words = lambda: " ".join(f"Row {index + 1}: {', '.join('empty' if value == '0' else value for value in row)}."
                             for index, row in enumerate(rows()))
    heard = lambda: text_of(browser, "announcer")
    assert board.get_attribute("aria-describedby") == "board-text" and text_of(browser, "board-text") == words()
    before = rows()
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_UP])
    assert text_of(browser, "board-text") == words(), "the description follows the board"
    spoken = re.match(r"New (\d+) at row (\d), column (\d)\.", heard())
    assert spoken, heard()
    value, row, column = spoken.group(1), int(spoken.group(2)) - 1, int(spoken.group(3)) - 1
    assert rows()[row][column] == value and before != rows(), "the new tile is where the board has it"
    browser.find_element(By.TAG_NAME, "body").send_keys("b")
    assert heard() == words()


def test_deterministic_triples_opens_with_the_course_board(browser):
    open_page(browser)
    browser.find_element(By.CSS_SELECTOR, "input[name='mode'][value='deterministic']").click()
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("triples")
    settle(browser)
    assert notation(browser) == "1,0,0,1/0,2,0,2/0,0,0,0/0,0,0,0"
    assert browser.find_element(By.ID, "score").text == "6"


def test_a_reload_restores_the_game(browser):
    open_page(browser)
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    board, score = notation(browser), browser.find_element(By.ID, "score").text
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert notation(browser) == board
    assert browser.find_element(By.ID, "score").text == score


def set_aside(driver, message_id, key, name):
    """What a message offers to download (a link named `name`), which must be the newest of what the browser
    keeps aside for `key` (a regular expression: the stored key is `tessera.aside.` + key + `.` + the time);
    returns all of those, oldest first."""
    link = driver.find_element(By.CSS_SELECTOR, f"#{message_id} a[download]")
    assert link.get_attribute("download") == name and link.text == "Download what was kept"
    folder = tempfile.mkdtemp(prefix="set-aside-")
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
    link.click()
    path = os.path.join(folder, name)
    WebDriverWait(driver, 10).until(lambda _: os.path.exists(path) and os.path.getsize(path) > 0)
    time.sleep(0.2)
    with open(path, encoding="utf-8") as file:
        downloaded = file.read()
    stored = driver.execute_script("return Object.fromEntries(Object.entries(localStorage))")
    keys = sorted((int(k.rsplit(".", 1)[1]), k) for k in stored if re.fullmatch(r"tessera\.aside\." + key + r"\.\d+", k))
    kept = [stored[k] for _, k in keys]
    assert kept and kept[-1] == downloaded, (kept, downloaded)
    return kept


def test_a_corrupt_saved_game_is_reported_set_aside_and_replaced(browser):
    open_page(browser)
    corrupt = json.dumps({"save": "tessera-save;v=1;garbage"})
    browser.execute_script("localStorage.setItem('tessera.save', arguments[0])", corrupt)
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert "could not be resumed" in text_of(browser, "play-note")   # on screen, and said (role=status)
    assert browser.find_element(By.ID, "play-note").is_displayed()
    assert len(browser.find_elements(By.CSS_SELECTOR, "#tiles .tile")) == 2
    assert set_aside(browser, "play-note", r"tessera\.save", "tessera-game.json") == [corrupt]
    # A save that is not even JSON is refused by the rules, with their reason, and set aside too.
    browser.execute_script("localStorage.setItem('tessera.save', '{half a save')")
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert "could not be resumed (" in text_of(browser, "play-note")
    assert set_aside(browser, "play-note", r"tessera\.save", "tessera-game.json") == [corrupt, "{half a save"]
    # Opened by a shared link, the game that could not be read is set aside before the link's game replaces it.
    browser.execute_script("localStorage.setItem('tessera.save', '{another half')")
    open_page(browser, "/?game=2048&seed=5")
    assert "could not be read" in text_of(browser, "play-note")
    assert set_aside(browser, "play-note", r"tessera\.save", "tessera-game.json")[-2:] == ["{half a save", "{another half"]
    # The browser keeps the last five set aside.
    for index in range(5):
        browser.execute_script("localStorage.setItem('tessera.save', arguments[0])", f"{{broken {index}")
        browser.refresh()
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert set_aside(browser, "play-note", r"tessera\.save", "tessera-game.json") == [f"{{broken {i}" for i in range(5)]


def test_a_share_link_starts_the_same_game_and_a_link_that_cannot_leaves_the_game_here_as_it_was(browser):
    open_page(browser, "/?game=2048&size=5&spawn=twos-only&seed=42&v=1")
    first = notation(browser)
    assert len(first.split("/")) == 5
    assert Select(browser.find_element(By.ID, "size-choice")).first_selected_option.get_attribute("value") == "5"
    open_page(browser, "/?game=2048&size=5&spawn=twos-only&seed=42")   # made before links carried v: version 1
    assert notation(browser) == first
    # The page's own link carries the rules version, and starts the same game.
    browser.find_element(By.ID, "share").click()
    link = WebDriverWait(browser, 5).until(lambda d: re.search(r"http\S+", text_of(d, "share-result")))[0]
    assert "v=1" in link
    press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_RIGHT])
    browser.get(link)
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert notation(browser) == first
    press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_RIGHT])
    played = notation(browser)
    # A link that cannot start its game here says why and changes nothing: the game saved here goes on, and
    # the options stay as they were.
    for link, why in (("/?game=2048&size=99&seed=1", "cannot be started: "),
                      ("/?game=chess&seed=1", "cannot be started: "),
                      ("/?game=2048&seed=1&v=2", 'the link is for rules version "2", and this page plays version 1'),
                      ("/?game=triples&seed=1&v=" + "9" * 40, 'version "999999999999…"'),
                      ("/?game=2048&seed=twelve", "cannot be started: ")):
        open_page(browser, link)
        assert why in text_of(browser, "play-note"), link
        assert notation(browser) == played, link
        assert Select(browser.find_element(By.ID, "size-choice")).first_selected_option.get_attribute("value") == "5"
        assert browser.current_url.endswith("/"), "the link is gone from the address"


@pytest.mark.parametrize("width,height,name", [(390, 844, "portrait.png"), (844, 390, "landscape.png"),
                                               (360, 640, "small-phone.png"), (1440, 900, "desktop.png")])
def test_layouts_keep_the_board_square_and_visible(width, height, name):
    driver = make_driver(width, height)
    try:
        open_page(driver)
        box = board_box(driver)
        assert abs(box["width"] - box["height"]) < 1
        assert box["left"] >= 0 and box["top"] >= 0
        assert box["right"] <= box["viewportWidth"] and box["bottom"] <= box["viewportHeight"]
        assert box["width"] >= min(width, height) * 0.5
        shot(driver, name)
        # Rotating re-lays out the tiles at once, without a move.
        set_viewport(driver, height, width)
        time.sleep(0.3)
        rotated = board_box(driver)
        assert abs(rotated["width"] - rotated["height"]) < 1
        assert rotated["right"] <= rotated["viewportWidth"] and rotated["bottom"] <= rotated["viewportHeight"]
        tile = driver.execute_script("""
            const t = document.querySelector('#tiles .tile').getBoundingClientRect();
            const b = document.getElementById('board').getBoundingClientRect();
            return t.right <= b.right + 1 && t.bottom <= b.bottom + 1 && t.left >= b.left - 1;""")
        assert tile
    finally:
        driver.quit()


def test_a_game_over_overlay_with_the_focus_stays_until_chosen_and_new_game_leaves_the_focus_on_the_board(browser):
    reduced_motion(browser)
    open_page(browser)
    Select(browser.find_element(By.ID, "size-choice")).select_by_value("3")
    browser.find_element(By.ID, "new-game").click()
    play_until_over(browser)
    browser.execute_script("document.getElementById('overlay-new').focus()")
    # A player choosing on the overlay is not taken to High Scores after the pause (1.6 s).
    time.sleep(2.4)
    overlay = browser.find_element(By.ID, "overlay")
    assert not browser.current_url.endswith("/scores") and overlay.is_displayed()
    assert (overlay.aria_role, overlay.accessible_name) == ("dialog", "Game over")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert not browser.find_element(By.ID, "overlay").is_displayed()
    assert browser.switch_to.active_element.get_attribute("id") == "board"
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_UP])


# Defines ratio(a, b): the WCAG contrast ratio of two CSS colours (their alpha ignored).
CONTRAST_RATIO = """
    const luminance = (colour) => {
      const [r, g, b] = colour.match(/[\\d.]+/g).slice(0, 3).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a, b) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };"""


def test_the_buttons_text_stands_out_four_and_a_half_to_one_and_fields_glyphs_and_the_focus_ring_three(browser):
    open_page(browser)
    browser.find_element(By.ID, "board").send_keys(Keys.TAB, Keys.SHIFT + Keys.TAB)   # the keyboard's focus
    contrasts = browser.execute_script(CONTRAST_RATIO + """
        const page = getComputedStyle(document.body).backgroundColor;
        const style = (selector) => getComputedStyle(document.querySelector(selector));
        const arrow = style('.arrows button');
        const board = document.getElementById('board');
        return {
          field: ratio(style('#size-choice').borderTopColor, page),
          arrow: ratio(arrow.color, arrow.backgroundColor),
          ring: document.activeElement === board ? ratio(style('#board').outlineColor, page) : 0,
          opaque: !style('#board').outlineColor.startsWith('rgba'),
          button: ratio(style('#new-game').color, style('#new-game').backgroundColor),
          tab: ratio(style('.tabs a[aria-current]').color, style('.tabs a[aria-current]').backgroundColor),
          link: ratio(style('#join-link').color, page),
          score: ratio(style('.score-box .label').color, style('.score-box').backgroundColor),
        };""")
    assert contrasts["field"] >= 3 and contrasts["arrow"] >= 3 and contrasts["ring"] >= 3, contrasts
    assert contrasts["opaque"] and browser.execute_script("return document.activeElement.matches(':focus-visible')"), contrasts
    assert contrasts["button"] >= 4.5 and contrasts["tab"] >= 4.5 and contrasts["link"] >= 4.5, contrasts
    assert contrasts["score"] >= 4.5, contrasts


def test_every_tab_opens_with_a_heading_under_the_pages_one_h1(browser):
    headings = {}
    for path in ("/", "/pentomino", "/sketch", "/scores", "/about"):
        open_page(browser, path)
        WebDriverWait(browser, 5).until(lambda d: d.execute_script(
            "return [...document.querySelectorAll('main > .panel')].some((p) => !p.hidden && p.childElementCount > 0)"))
        headings[path] = browser.execute_script("""
            const panel = [...document.querySelectorAll('main > .panel')].find((p) => !p.hidden);
            const first = panel.querySelector('h1, h2, h3');
            return [document.querySelectorAll('h1').length, first?.tagName, first?.textContent.trim()];""")
    assert all(count == 1 and tag == "H2" and text for count, tag, text in headings.values()), headings


def test_on_a_320_pixel_screen_every_tab_shows_whole_and_no_page_scrolls_sideways():
    driver = make_driver(320, 568)   # the smallest phones, and a desktop page zoomed to 400 %
    try:
        for path in ("/", "/pentomino", "/sketch", "/scores", "/about"):
            open_page(driver, path)
            time.sleep(0.3)
            sizes = driver.execute_script("""
                return { page: document.documentElement.scrollWidth,
                         tabs: [...document.querySelectorAll('nav.tabs a')].map((a) => a.getBoundingClientRect().right) };""")
            assert sizes["page"] <= 320 and max(sizes["tabs"]) <= 320, (path, sizes)
        shot(driver, "narrowest-phone-about.png")
    finally:
        driver.quit()


def test_game_over_shows_the_overlay_then_high_scores(browser):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    open_page(browser)
    Select(browser.find_element(By.ID, "size-choice")).select_by_value("3")
    browser.find_element(By.CSS_SELECTOR, "input[name='mode'][value='deterministic']").click()
    browser.find_element(By.ID, "new-game").click()
    body = browser.find_element(By.TAG_NAME, "body")
    for _ in range(200):
        if browser.find_element(By.ID, "overlay").is_displayed():
            break
        body.send_keys(Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_UP)
    assert "Game over" in browser.find_element(By.ID, "overlay-title").text
    shot(browser, "game-over.png")
    WebDriverWait(browser, 5).until(lambda d: d.current_url.endswith("/scores"))
    rows = browser.find_elements(By.CSS_SELECTOR, "#scores-body tr")
    assert len(rows) >= 1
    assert "highlight" in rows[0].get_attribute("class")
    shot(browser, "high-scores.png")
    # On a phone the new entry is far down the page: it takes the focus (Play's board had it), which brings it
    # into view.
    set_viewport(browser, 390, 844)
    browser.get(URL + "/")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    browser.find_element(By.ID, "new-game").click()
    play_until_over(browser)
    WebDriverWait(browser, 5).until(lambda d: d.current_url.endswith("/scores"))
    WebDriverWait(browser, 5).until(lambda d: d.execute_script("""
        const row = document.querySelector('#scores-body tr.highlight');
        const box = row.getBoundingClientRect();
        return document.activeElement === row && box.top >= 0 && box.bottom <= innerHeight;"""))
    shot(browser, "high-scores-phone.png")


def test_about_page_draws_and_runs_the_toy(browser):
    open_page(browser)
    browser.find_element(By.LINK_TEXT, "About").click()
    assert browser.current_url.endswith("/about")
    time.sleep(1.2)
    drawn = browser.execute_script("""
        const c = document.getElementById('toy');
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
        return painted;""")
    assert drawn > 1000
    text = browser.find_element(By.CSS_SELECTOR, "#about .about-text").text
    for mode in ("2048.", "Triples.", "Pentominoes.", "Sketchpad."):
        assert mode in text, f"the rules of {mode}"
    keys = [heading.text for heading in browser.find_elements(By.CSS_SELECTOR, "#about .about-text h3")]
    assert keys == ["2048 and Triples", "Pentominoes", "Sketchpad"], keys
    shot(browser, "about.png")
    browser.back()
    assert not browser.find_element(By.ID, "play").get_attribute("hidden")
    assert severe_console_messages(browser) == []


def test_the_about_toys_tiles_come_to_rest_upright_inside_the_box_without_overlapping(browser):
    open_page(browser)
    # Twenty-four tiles (the most the toy keeps) dropped in three rows into a 600 × 300 box, then ten
    # seconds of 60 frames.
    worst = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        import('/js/about/toy.js').then(({ simulate }) => {
          const bodies = Array.from({ length: 24 }, (_, i) => ({
            x: 40 + (i % 8) * 72, y: -40 - Math.floor(i / 8) * 80, vx: ((i * 53) % 300) - 150, vy: 0,
            half: 22 + (i % 3) * 4 }));
          for (let frame = 0; frame < 600; frame++) simulate(bodies, null, 1 / 60, 600, 300);
          let overlap = 0, outside = 0, speed = 0;
          for (const [i, a] of bodies.entries()) {
            outside = Math.max(outside, a.half - a.x, a.x + a.half - 600, a.y + a.half - 300);
            speed = Math.max(speed, Math.abs(a.vy));
            for (const b of bodies.slice(i + 1)) {
              overlap = Math.max(overlap, Math.min(a.half + b.half - Math.abs(a.x - b.x), a.half + b.half - Math.abs(a.y - b.y)));
            }
          }
          done({ overlap, outside, speed });
        });""")
    assert worst["overlap"] < 1 and worst["outside"] < 0.5 and worst["speed"] < 40, worst


def test_with_reduced_motion_the_about_toys_tiles_appear_at_rest_and_the_score_gain_does_not_rise(browser):
    reduced_motion(browser)
    open_page(browser, "/about")
    pixels = """
        const done = arguments[arguments.length - 1];
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const c = document.getElementById('toy');
          const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
          let rows = 0, painted = 0, hash = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3] > 0) { painted++; rows += Math.floor(i / 4 / c.width); }
            hash = (Math.imul(hash, 31) + data[i] + data[i + 1] * 7 + data[i + 3] * 13) | 0;
          }
          // The paint's size and middle row, and a hash of every pixel (a tile that only slid sideways changes it).
          done([painted, rows / Math.max(painted, 1) / (window.devicePixelRatio || 1), hash]);
        }));"""
    # The toy's frames are counted (its step), so the test sees when it stops asking for more.
    browser.execute_script("""
        window.toyFrames = 0;
        const ask = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => {
          if (callback.name === 'step') window.toyFrames++;
          return ask(callback);
        };""")
    frames = lambda: browser.execute_script("return window.toyFrames")

    def stopped(driver):
        # Two looks in a row without a frame: one might only be a busy machine's pause.
        before = frames()
        time.sleep(0.4)
        middle = frames()
        time.sleep(0.4)
        return frames() == middle == before

    first = browser.execute_async_script(pixels)
    assert first[0] > 1000, "the tiles are drawn at once, not above the box"
    WebDriverWait(browser, 20, poll_frequency=0.1).until(stopped)
    at_rest = browser.execute_async_script(pixels)
    assert abs(at_rest[1] - first[1]) < 1, "nothing fell: the tiles were at rest from the first frame"
    # A tile held and thrown moves, and the toy stops again once the tiles are at rest.
    box = browser.find_element(By.ID, "toy").rect
    stack = browser.execute_script("""
        const c = document.getElementById('toy');
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        for (let i = data.length - 4; i >= 0; i -= 4) if (data[i + 3] > 0 && data[i] < 250) {
          const scale = c.width / c.clientWidth;
          return [((i / 4) % c.width) / scale, Math.floor(i / 4 / c.width) / scale - 10];
        }
        return null;""")
    before = frames()
    ActionChains(browser).move_to_element_with_offset(browser.find_element(By.ID, "toy"), stack[0] - box["width"] / 2,
                                                      stack[1] - box["height"] / 2).click_and_hold().move_by_offset(-120, -80).release().perform()
    WebDriverWait(browser, 20, poll_frequency=0.1).until(stopped)
    thrown = browser.execute_async_script(pixels)
    assert frames() > before and thrown != at_rest, "the tile thrown moved"
    # Started again (the page shown again, or the tab left and opened again), the toy draws its tiles at rest
    # where they are and stops.
    before = frames()
    browser.execute_script("document.dispatchEvent(new Event('visibilitychange'))")
    WebDriverWait(browser, 20, poll_frequency=0.1).until(stopped)
    assert frames() > before and browser.execute_async_script(pixels) == thrown, "the tiles at rest stayed put"
    browser.find_element(By.CSS_SELECTOR, ".tabs a[data-tab='scores']").click()
    browser.find_element(By.CSS_SELECTOR, ".tabs a[data-tab='about']").click()
    WebDriverWait(browser, 20, poll_frequency=0.1).until(stopped)
    assert browser.execute_async_script(pixels) == thrown, "the tiles at rest stayed put across a tab switch"
    # In a narrower box the tiles show at rest at once: the first frame drawn is where they stay.
    set_viewport(browser, 700, 800)
    first = browser.execute_async_script(pixels)
    WebDriverWait(browser, 20, poll_frequency=0.1).until(stopped)
    assert abs(browser.execute_async_script(pixels)[1] - first[1]) < 1, "nothing fell after the resize"
    # The score's gain does not rise (held still it would cover the box's label: it does not show).
    open_page(browser)
    body = browser.find_element(By.TAG_NAME, "body")
    for key in [Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_UP] * 25:
        if int(text_of(browser, "score")) > 0:
            break
        body.send_keys(key)
        settle(browser)
    gain = browser.execute_script("""
        const gain = getComputedStyle(document.getElementById('gain'));
        return [document.getElementById('gain').classList.contains('rise'), gain.animationName, gain.opacity];""")
    assert gain == [True, "none", "0"], gain


WINNABLE_SAVE = ("tessera-save;v=1;game=2048;size=4;spawn=twos-and-fours;seed=1;generator=x:1,2,3,4;next-id=3;"
                 "score=18000;moves=900;won=0;kept-going=0;board=1024@1,1024@2,0,0/0,0,0,0/0,0,0,0/0,0,0,0")


def test_a_seven_digit_score_shows_whole_in_its_box_on_every_layout(browser):
    open_page(browser)
    # A score that takes tiles of 65,536 and 32,768 (a save claiming more than its board allows is refused).
    big = ("tessera-save;v=1;game=2048;size=4;spawn=twos-and-fours;seed=1;generator=x:1,2,3,4;next-id=3;"
           "score=1234567;moves=60000;won=1;kept-going=1;board=65536@1,32768@2,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
    browser.execute_script("localStorage.setItem('tessera.save', JSON.stringify({save: arguments[0]}))", big)
    for width, height in [(1280, 800), (844, 390), (390, 844), (360, 740)]:
        set_viewport(browser, width, height)
        open_page(browser)
        boxes = browser.execute_script("""
            return ['score', 'best'].map((id) => {
              const number = document.getElementById(id), box = number.parentElement.getBoundingClientRect();
              const shown = number.getBoundingClientRect();
              return [number.textContent, shown.left >= box.left - 0.5 && shown.right <= box.right + 0.5,
                      box.left >= 0 && box.right <= innerWidth];
            });""")
        assert boxes == [["1234567", True, True], ["1234567", True, True]], f"{width}×{height}: {boxes}"
        shot(browser, f"seven-digit-score-{width}x{height}.png")


def test_every_tile_number_fits_its_tile_on_a_small_phone_even_with_seven_digits(browser):
    cells = ["131072@1", "1048576@2", "65536@3", "8192@4"] + ["0"] * 60
    board = "/".join(",".join(cells[row * 8:row * 8 + 8]) for row in range(8))
    save = ("tessera-save;v=1;game=2048;size=8;spawn=twos-and-fours;seed=1;generator=x:1,2,3,4;next-id=5;"
            f"score=9000000;moves=90000;won=1;kept-going=1;board={board}")
    set_viewport(browser, 360, 740)
    open_page(browser)
    browser.execute_script("localStorage.setItem('tessera.save', JSON.stringify({save: arguments[0]}))", save)
    open_page(browser)
    fits = browser.execute_script("""
        return [...document.querySelectorAll('#tiles .tile')].map((tile) => {
          const text = document.createRange();
          text.selectNodeContents(tile.querySelector('.face'));
          const shown = text.getBoundingClientRect(), box = tile.getBoundingClientRect();
          return [tile.textContent, shown.left >= box.left && shown.right <= box.right];
        });""")
    assert sorted(fits) == [["1048576", True], ["131072", True], ["65536", True], ["8192", True]], fits
    shot(browser, "seven-digit-tiles-360x740.png")


# Each tile's number and the WCAG contrast ratio of its colour on the tile's face.
TILE_CONTRASTS = CONTRAST_RATIO + """
    return [...document.querySelectorAll('#tiles .tile .face')].map((face) => {
      const style = getComputedStyle(face);
      return [face.textContent, ratio(style.color, style.backgroundColor)];
    });"""


@pytest.mark.parametrize("game, board, won", [
    ("2048", "2@1,4@2,8@3,16@4/32@5,64@6,128@7,256@8/512@9,1024@10,2048@11,4096@12/0,0,0,0", 1),
    ("triples", "1@1,2@2,3@3,6@4/12@5,24@6,192@7,384@8/0,0,0,0/0,0,0,0", 0),
])
def test_with_more_contrast_asked_every_tile_number_reads_at_four_and_a_half_to_one(browser, game, board, won):
    save = (f"tessera-save;v=1;game={game};size=4;spawn=twos-and-fours;seed=1;generator=x:1,2,3,4;next-id=13;"
            f"score=0;moves=0;won={won};kept-going={won};board={board}")
    open_page(browser)
    browser.execute_script("localStorage.setItem('tessera.save', JSON.stringify({save: arguments[0]}))", save)
    open_page(browser)
    classic = dict(browser.execute_script(TILE_CONTRASTS))
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-contrast", "value": "more"}]})
    more = browser.execute_script(TILE_CONTRASTS)
    assert len(more) == board.count("@"), more
    assert all(ratio >= 4.5 for _, ratio in more), [(tile, round(ratio, 2)) for tile, ratio in more if ratio < 4.5]
    # Without the setting, the classic colours stay: white numbers on the oranges and golds.
    assert classic["8" if game == "2048" else "1"] < 3, classic
    shot(browser, f"more-contrast-{game}.png")


# Each of the About art's tiles: its number and the contrast on its fill of the pixel around its centre that
# stands out most (the ink where the glyph covers a whole pixel).
ART_CONTRASTS = CONTRAST_RATIO + """
    const done = arguments[arguments.length - 1];
    import('/js/about/art.js').then(({ waveTiles }) => {
      const canvas = document.getElementById('about-art');
      const scale = canvas.width / 640;
      const context = canvas.getContext('2d');
      done(waveTiles().map(({ x, y, fill, value }) => {
        const reach = Math.round(6 * scale);
        const pixels = context.getImageData(Math.round(x * scale) - reach, Math.round(y * scale) - reach, 2 * reach, 2 * reach).data;
        const paper = `rgb(${[1, 3, 5].map((k) => parseInt(fill.slice(k, k + 2), 16)).join(', ')})`;
        let most = 1;
        for (let i = 0; i < pixels.length; i += 4) {
          most = Math.max(most, ratio(`rgb(${pixels[i]}, ${pixels[i + 1]}, ${pixels[i + 2]})`, paper));
        }
        return [value, most];
      }));
    }).catch((error) => done(String(error)));"""


def test_with_more_contrast_asked_the_about_arts_tile_numbers_read_at_four_and_a_half_to_one(browser):
    set_viewport(browser, 800, 900)   # a pixel ratio of 2: the small numbers' strokes cover whole pixels
    open_page(browser)
    go_to(browser, "about")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.getElementById('about-art')?.width > 0"))
    classic = browser.execute_async_script(ART_CONTRASTS)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-contrast", "value": "more"}]})
    time.sleep(0.3)   # the art is drawn again when the setting changes
    more = browser.execute_async_script(ART_CONTRASTS)
    assert len(more) == 12
    assert all(ratio >= 4.5 for _, ratio in more), [(value, round(ratio, 2)) for value, ratio in more if ratio < 4.5]
    assert classic[1][0] == 8 and classic[1][1] < 3, classic   # white on the 8's orange, without the setting


def test_reaching_2048_wins_and_the_player_can_keep_going(browser):
    open_page(browser)
    browser.execute_script("localStorage.setItem('tessera.save', JSON.stringify({save: arguments[0]}))", WINNABLE_SAVE)
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "overlay").is_displayed())
    assert browser.find_element(By.ID, "overlay-title").text == "You win!"
    assert browser.find_element(By.ID, "score").text == "20048"
    # A screen reader taken into it hears a dialog named by its title.
    overlay = browser.find_element(By.ID, "overlay")
    assert (overlay.aria_role, overlay.accessible_name) == ("dialog", "You win!")
    shot(browser, "win.png")
    # From the keyboard, Enter keeps going: the button has the focus.
    assert browser.switch_to.active_element.get_attribute("id") == "keep-going"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, 5).until(lambda d: not d.find_element(By.ID, "overlay").is_displayed())
    assert press_until_change(browser, [Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_LEFT, Keys.ARROW_UP])
    assert not browser.find_element(By.ID, "overlay").is_displayed()


def test_the_page_works_offline_after_the_first_visit(browser):
    open_page(browser)
    browser.set_script_timeout(10)
    browser.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0](true))")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return navigator.serviceWorker.controller !== null"))
    board = notation(browser)
    set_offline(browser, True)
    try:
        browser.get(URL + "/about")
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
        assert notation(browser) == board
        assert not browser.find_element(By.ID, "about").get_attribute("hidden")
        # Every section's address loads its tab from the cache, its controller included.
        for section in sections():
            open_page(browser, section["path"])
            WebDriverWait(browser, 5).until(lambda d: not d.find_element(By.ID, section["tab"]).get_attribute("hidden"))
        # And the game plays: moves, a finished game on this browser's list, High Scores.
        go_to(browser, "play")
        assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
        go_to(browser, "scores")
        assert "Server unreachable" in wait_for_text(browser, "shared-status", "unreachable")
        assert browser.find_element(By.ID, "local-heading").is_displayed()
    finally:
        set_offline(browser, False)


# The tabs come from one list, Web/sections.json: the server writes the nav's links from it, serves the page
# at every path in it and gives the service worker its paths; the page loads each tab's controller from it.

def sections():
    with urllib.request.urlopen(URL + "/sections.json", timeout=10) as response:
        return json.load(response)


def test_the_nav_comes_from_sections_json_and_each_path_opens_its_tab(browser):
    listed = sections()
    assert [section["tab"] for section in listed][0] == "play" and len(listed) >= 3
    open_page(browser)
    links = browser.find_elements(By.CSS_SELECTOR, "nav.tabs a")
    assert [{"tab": link.get_attribute("data-tab"), "path": link.get_attribute("pathname"), "title": link.text,
             "controller": link.get_attribute("data-controller")} for link in links] == listed
    with urllib.request.urlopen(URL + "/sw.js", timeout=10) as response:
        worker = response.read().decode()
    pages = re.search(r"const PAGES = (\[.*?\]);", worker)
    assert pages and json.loads(pages.group(1)) == [section["path"] for section in listed]
    for section in listed:
        open_page(browser, section["path"])
        for other in listed:
            assert bool(browser.find_element(By.ID, other["tab"]).get_attribute("hidden")) == (other is not section), other
        current = browser.find_element(By.CSS_SELECTOR, "nav.tabs a[aria-current='page']")
        assert current.get_attribute("data-tab") == section["tab"]
        if section["path"] != "/":
            assert browser.title == f"{section['title']} — Tessera"
    # Following the links moves between the tabs and back.
    for section in reversed(listed):
        go_to(browser, section["tab"])
        assert browser.current_url == URL + section["path"]
    assert severe_console_messages(browser) == []


def resource_started(driver, path):
    """When the page began fetching a file (ms since it opened), or None when it has not fetched it."""
    return driver.execute_script("""
        const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === arguments[0]);
        return entry ? entry.startTime : null;""", path)


def test_a_tab_controller_loads_when_its_tab_opens_not_with_the_page(browser):
    listed = {section["tab"]: section for section in sections()}
    open_page(browser)
    ready = browser.execute_script("return performance.getEntriesByName('tessera-ready')[0].startTime")
    play = resource_started(browser, listed["play"]["controller"])
    assert play is not None and play < ready
    # The About controller was not part of the page's start: fetched after it, when the page was idle or
    # when its tab opened (whichever came first).
    go_to(browser, "about")
    about = resource_started(browser, listed["about"]["controller"])
    assert about is not None and about >= ready
    # Opened first at its own address, a tab's controller loads at start, and Play's too.
    open_page(browser, listed["scores"]["path"])
    ready = browser.execute_script("return performance.getEntriesByName('tessera-ready')[0].startTime")
    assert resource_started(browser, listed["scores"]["controller"]) < ready
    assert resource_started(browser, listed["play"]["controller"]) < ready


# What the first paint waited for before the page had a shell (one module for everything, measured the same
# way): the first paint may not weigh more than it did then.
FIRST_PAINT_BEFORE_THE_SHELL = 70_437


def test_the_first_paint_weighs_no_more_than_before_the_shell(browser):
    """Everything fetched before the page is ready (the page, its styles, the shell, Play's modules and the
    tile rules), counted as it crossed the network, gzipped where the server gzips, stays under the 70 KB
    (70,437 bytes) the page's first paint took before it was split into tabs. The figure is written to
    first-visit.txt among the artifacts."""
    open_page(browser)
    loaded = browser.execute_script("""
        const ready = performance.getEntriesByName('tessera-ready')[0].startTime;
        const page = performance.getEntriesByType('navigation')[0];
        // Each file once, however often the page refers to it (the icon is used three times).
        const files = new Map();
        for (const entry of performance.getEntriesByType('resource')) {
          const url = entry.name.split('#')[0];
          if (!files.has(url)) files.set(url, entry);
        }
        const early = [...files.values()].filter((entry) => entry.responseEnd <= ready);
        const later = [...files.values()].filter((entry) => entry.responseEnd > ready);
        const sum = (entries) => entries.reduce((total, entry) => total + entry.encodedBodySize, 0);
        return { before: page.encodedBodySize + sum(early), files: early.length + 1, after: sum(later),
                 wasm: early.some((entry) => entry.name.endsWith('/wasm/tiles.wasm')) };
    """)
    assert loaded["wasm"], "the tile rules are part of the first paint"
    os.makedirs(ARTIFACTS, exist_ok=True)
    with open(os.path.join(ARTIFACTS, "first-visit.txt"), "w") as figure:
        figure.write(f"first paint: {loaded['before']} bytes in {loaded['files']} files; "
                     f"fetched after it: {loaded['after']} bytes\n")
    assert loaded["before"] <= FIRST_PAINT_BEFORE_THE_SHELL, loaded


def test_a_score_list_kept_under_the_old_board_key_is_still_shown(browser):
    reduced_motion(browser)
    open_page(browser)
    old = [{"score": 300, "maxTile": 32, "moves": 40, "date": "2025-01-02T10:00:00.000Z", "id": "old-1"},
           {"score": 100, "maxTile": 16, "moves": 20, "date": "2025-01-01T10:00:00.000Z", "id": "old-2"}]
    new = [{"score": 200, "maxTile": 32, "moves": 30, "date": "2025-02-01T10:00:00.000Z", "id": "new-1"}]
    triples = [{"score": 99, "maxTile": 12, "moves": 9, "date": "2025-03-01T10:00:00.000Z", "id": "tri-1"}]
    browser.execute_script("localStorage.setItem('tessera.scores', JSON.stringify(arguments[0]))",
                           {"2048 5 twos-only": old, "2048-5-twos-only": new, "2048 6 twos-and-fours": new, "triples": triples})
    for _ in range(2):   # migrating again changes nothing
        browser.refresh()
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
        stored = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.scores'))")
        assert sorted(stored) == ["2048-5-twos-only", "2048-6-twos-and-fours", "triples"]
        assert [entry["id"] for entry in stored["2048-5-twos-only"]] == ["old-1", "new-1", "old-2"]
        assert stored["2048-6-twos-and-fours"] == new and stored["triples"] == triples
    go_to(browser, "scores")
    Select(browser.find_element(By.ID, "scores-setting")).select_by_value("2048-5-twos-only")
    rows = browser.find_elements(By.CSS_SELECTOR, "#scores-body tr")
    assert [row.find_elements(By.TAG_NAME, "td")[1].text for row in rows] == ["300", "200", "100"]
    assert Select(browser.find_element(By.ID, "scores-setting")).first_selected_option.text == "2048 · 5×5 · 2s only"
    # The best on that board shows by the score once a game is played there.
    go_to(browser, "play")
    Select(browser.find_element(By.ID, "size-choice")).select_by_value("5")
    Select(browser.find_element(By.ID, "spawn-choice")).select_by_value("twos-only")
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "best").text == "300")


# The shared leaderboard (issue 4). Every browser session is a separate profile, so each test's players
# are new; names carry a random suffix. The leaderboard shows the top ten players per board, so these tests
# expect a new database (BrowserTests gives the server one): fewer than ten players rank on 2048 3×3.

def unique(name):
    return f"{name} {uuid.uuid4().hex[:6]}"


def reduced_motion(driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})


def text_of(driver, element_id):
    return driver.find_element(By.ID, element_id).get_attribute("textContent").strip()


def wait_for_text(driver, element_id, needle, timeout=10):
    WebDriverWait(driver, timeout).until(lambda d: needle in text_of(d, element_id))
    return text_of(driver, element_id)


def join(driver, name):
    """Joins the shared leaderboard from the High Scores tab with a name."""
    open_page(driver, "/scores")
    driver.find_element(By.ID, "join-name").send_keys(name)
    driver.find_element(By.CSS_SELECTOR, "#join-form button[type='submit']").click()
    WebDriverWait(driver, 10).until(lambda d: text_of(d, "player-name") == name)


def go_to(driver, tab):
    """Opens a tab with its link and waits until it shows, with the markup its controller makes."""
    driver.find_element(By.CSS_SELECTOR, f".tabs a[data-tab='{tab}']").click()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "const panel = document.getElementById(arguments[0]); return !panel.hidden && panel.childElementCount > 0", tab))


def start_ranked_game(driver, size="3", spawn="twos-and-fours"):
    """Starts a ranked 2048 game (3×3 boards end quickly) and waits until the server has issued it."""
    go_to(driver, "play")
    Select(driver.find_element(By.ID, "size-choice")).select_by_value(size)
    Select(driver.find_element(By.ID, "spawn-choice")).select_by_value(spawn)
    driver.find_element(By.ID, "new-game").click()
    WebDriverWait(driver, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")


def play_until_over(driver, limit=20000):
    """Presses arrow keys (left, down, right, up, …) as fast as the page takes them until the game is over; returns the key count."""
    driver.set_script_timeout(120)
    presses = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const limit = arguments[0];
        const keys = ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp'];
        const overlay = document.getElementById('overlay');
        let presses = 0;
        (function step() {
          if (!overlay.hidden && document.getElementById('overlay-title').textContent === 'Game over') return done(presses);
          if (presses >= limit) return done(-1);
          document.dispatchEvent(new KeyboardEvent('keydown', { key: keys[presses++ % 4], bubbles: true }));
          setTimeout(step, 2);
        })();""", limit)
    assert presses > 0, "the game did not end"
    return presses


def saved_ranked(driver):
    return driver.execute_script("return JSON.parse(localStorage.getItem('tessera.save')).ranked")


def shared_rows(driver):
    """The shared leaderboard's rows, read in one step (the board may be drawn again meanwhile)."""
    return driver.execute_script("""
        return [...document.querySelectorAll('#shared-body tr')].map((row) => ({
          cells: [...row.querySelectorAll('td')].map((cell) => cell.textContent.replace('(you)', '').trim()),
          you: row.classList.contains('you') }));""")


def show_leaderboard(driver, setting, period="all"):
    go_to(driver, "scores")
    Select(driver.find_element(By.ID, "scores-setting")).select_by_value(setting)
    driver.find_element(By.CSS_SELECTOR, f"[data-period='{period}']").click()
    WebDriverWait(driver, 10).until(lambda d: not d.find_element(By.ID, "shared-table").get_attribute("hidden"))


def test_two_players_finish_ranked_games_and_see_each_other_on_the_shared_leaderboard():
    ada, bob = make_driver(1280, 800), make_driver(360, 740)
    try:
        finals = {}
        players = ((ada, unique("Ada")), (bob, unique("Bob")))
        for driver, name in players:
            reduced_motion(driver)
            join(driver, name)
            start_ranked_game(driver)
            play_until_over(driver)
            final = int(driver.find_element(By.ID, "score").text)
            # The overlay shows the score the server found by replaying the moves, and the rank.
            verdict = wait_for_text(driver, "overlay-verdict", "Verified:")
            assert verdict.startswith(f"Verified: {final} points, rank #"), verdict
            ranked = saved_ranked(driver)
            assert ranked["submitted"] and ranked["result"]["score"] == final
            assert len(ranked["moves"]) == ranked["result"]["moveCount"]
            finals[name] = final
            if driver is bob:
                shot(driver, "ranked-game-over-phone.png")
        for driver, name in players:
            show_leaderboard(driver, "2048-3-twos-and-fours")
            rows = shared_rows(driver)
            shown = {row["cells"][1]: int(row["cells"][2]) for row in rows}
            for player, final in finals.items():
                assert shown.get(player) == final, (player, rows)
            assert [row["cells"][1] for row in rows if row["you"]] == [name]
            WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#mine-body tr"))
        shot(ada, "shared-leaderboard-desktop.png")
        shot(bob, "shared-leaderboard-phone.png")
        # The daily challenge is played on the standard board: "Your best" says its games are that board's.
        ada.find_element(By.CSS_SELECTOR, "[data-period='daily']").click()
        said = wait_for_text(ada, "mine-status", "where the daily challenge is played")
        assert said == "No verified games yet on the standard board, 2048 · 4×4 · 2s and 4s, where the daily challenge is played.", said
    finally:
        ada.quit()
        bob.quit()


def test_a_ranked_game_ending_with_a_second_tab_open_is_sent_by_its_own_tab_which_moves_on_to_high_scores():
    driver = make_driver(1280, 800)
    try:
        reduced_motion(driver)
        join(driver, unique("Twotabs"))
        start_ranked_game(driver)
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        reduced_motion(driver)
        open_page(driver)
        second = driver.current_window_handle
        assert text_of(driver, "ranked-badge") == "Ranked"
        driver.switch_to.window(first)
        play_until_over(driver)
        final = int(driver.find_element(By.ID, "score").text)
        verdict = wait_for_text(driver, "overlay-verdict", "Verified:")
        assert verdict.startswith(f"Verified: {final} points, rank #"), verdict
        WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("/scores"))
        # The second tab showed the game end, then the server's answer, and sent nothing itself.
        driver.switch_to.window(second)
        WebDriverWait(driver, 10).until(lambda d: text_of(d, "overlay-title") == "Game over")
        assert wait_for_text(driver, "overlay-verdict", "Verified:") == verdict
        sent = driver.execute_script(
            "return performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/result')).length")
        assert sent == 0
        assert driver.current_url.endswith("/"), "High Scores opens in the tab where the game ended"
    finally:
        driver.quit()


def test_a_recovery_code_plays_as_the_same_player_in_another_browser():
    first, second = make_driver(1280, 800), make_driver(1280, 800)
    try:
        name = unique("Chiyo")
        join(first, name)
        first.find_element(By.CSS_SELECTOR, "#recovery summary").click()
        assert "•" in text_of(first, "recovery-code")   # hidden until asked for
        hidden = lambda: first.find_element(By.ID, "recovery-code").get_attribute("aria-hidden")
        assert hidden() == "true", "a screen reader does not read out the dots"
        first.find_element(By.ID, "recovery-show").click()
        assert hidden() is None
        code = text_of(first, "recovery-code")
        assert len(code) >= 8 and "•" not in code
        open_page(second, "/scores")
        assert not second.find_element(By.ID, "player-join").get_attribute("hidden")
        second.find_element(By.ID, "recover-summary").click()
        second.find_element(By.ID, "recover-code").send_keys(code)
        second.find_element(By.CSS_SELECTOR, "#recover-form button[type='submit']").click()
        WebDriverWait(second, 10).until(lambda d: text_of(d, "player-name") == name)
        assert second.execute_script("return JSON.parse(localStorage.getItem('tessera.player')).token") == code
        # An unknown code is refused with a message, and the player stays.
        second.find_element(By.ID, "recover-summary").click()
        second.find_element(By.ID, "recover-code").send_keys("not-a-real-code")
        second.find_element(By.CSS_SELECTOR, "#recover-form button[type='submit']").click()
        assert "does not know" in wait_for_text(second, "recover-message", "recovery code")
        assert text_of(second, "player-name") == name
        shot(second, "recovery-code.png")
    finally:
        first.quit()
        second.quit()


def test_the_daily_challenge_starts_once_and_then_says_it_was_played(browser):
    reduced_motion(browser)
    join(browser, unique("Dara"))
    go_to(browser, "play")
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("triples")
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
    browser.find_element(By.ID, "daily").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Daily")
    assert "Daily challenge" in text_of(browser, "game-label")
    assert "Daily challenge of" in text_of(browser, "play-note")
    date = saved_ranked(browser)["daily"]
    assert len(date) == 10 and date in text_of(browser, "ranked-status")
    shot(browser, "daily-challenge.png")
    play_until_over(browser)
    wait_for_text(browser, "overlay-verdict", "Verified:")
    go_to(browser, "play")
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
    browser.find_element(By.ID, "daily").click()
    said = wait_for_text(browser, "play-note", "already")
    assert "already played today" in said and "(00:00 UTC)" in said, said
    assert text_of(browser, "ranked-badge") == "Ranked"   # the game in progress goes on
    # It ends on High Scores as any ranked game does: on all time, the period last chosen, not the daily's.
    play_until_over(browser)
    wait_for_text(browser, "overlay-verdict", "Verified:")
    WebDriverWait(browser, 15).until(lambda d: d.find_element(By.ID, "scores").is_displayed())
    pressed = browser.find_element(By.CSS_SELECTOR, "[data-period='all']").get_attribute("aria-pressed")
    assert pressed == "true", "the daily's period lasted only for the daily"
    WebDriverWait(browser, 10).until(lambda d: any(row["you"] for row in shared_rows(d)))
    show_leaderboard(browser, "triples", "daily")
    assert any(row["you"] for row in shared_rows(browser))


def test_games_are_unranked_without_a_player_in_deterministic_mode_and_offline(browser):
    open_page(browser)
    assert text_of(browser, "ranked-badge") == "Unranked"
    assert "join the shared leaderboard" in text_of(browser, "ranked-status")
    assert browser.find_element(By.ID, "join-link").is_displayed()
    browser.find_element(By.ID, "daily").click()
    assert "Join the shared leaderboard" in wait_for_text(browser, "play-note", "Join")
    join(browser, unique("Fumi"))
    go_to(browser, "play")
    browser.find_element(By.CSS_SELECTOR, "input[name='mode'][value='deterministic']").click()
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 5).until(lambda d: "Deterministic" in text_of(d, "ranked-status"))
    assert text_of(browser, "ranked-badge") == "Unranked"
    browser.find_element(By.CSS_SELECTOR, "input[name='mode'][value='random']").click()
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        browser.find_element(By.ID, "new-game").click()
        WebDriverWait(browser, 10).until(lambda d: "could not be reached" in text_of(d, "ranked-status"))
        assert text_of(browser, "ranked-badge") == "Unranked"
        assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
        go_to(browser, "scores")
        assert "Server unreachable" in wait_for_text(browser, "shared-status", "unreachable")
        assert browser.find_element(By.ID, "local-heading").is_displayed()
        shot(browser, "scores-offline.png")
    finally:
        browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                                {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def set_offline(driver, offline):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def block_results(driver, blocked):
    """Makes result submissions fail as if the server were unreachable, without the browser going offline."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/result"] if blocked else []})


@contextmanager
def an_unverified_ranked_game(driver, name):
    """Plays a ranked game to its end while results cannot reach the server and yields the overlay's verdict,
    with Try again showing; results reach the server again afterwards."""
    reduced_motion(driver)
    join(driver, unique(name))
    start_ranked_game(driver)
    block_results(driver, True)
    try:
        play_until_over(driver)
        verdict = wait_for_text(driver, "overlay-verdict", "could not be verified")
        WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "overlay-retry").is_displayed())
        yield verdict
    finally:
        block_results(driver, False)


def test_a_result_the_server_did_not_receive_says_so_and_try_again_sends_it(browser):
    with an_unverified_ranked_game(browser, "Gus") as verdict:
        assert "could not be reached" in verdict
        # It stays on the game while the result is unsent (a verified game moves on after 2.6 s).
        with pytest.raises(TimeoutException):
            WebDriverWait(browser, 4).until(lambda d: not d.current_url.endswith("/"))
    browser.find_element(By.ID, "overlay-retry").click()
    final = int(browser.find_element(By.ID, "score").text)
    assert wait_for_text(browser, "overlay-verdict", "Verified:").startswith(f"Verified: {final} points")


def test_a_new_game_clears_the_last_games_verdict_and_try_again(browser):
    """The overlay's verdict and Try again belong to the game that ended: after New game the overlay (a win,
    say) shows neither, so Try again can never send the moves of a game still being played."""
    with an_unverified_ranked_game(browser, "Ines"):
        browser.find_element(By.ID, "overlay-new").click()
        WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
        overlay = browser.execute_script("""
            const $ = (id) => document.getElementById(id);
            return { hidden: $('overlay').hidden, verdict: $('overlay-verdict').textContent, retry: $('overlay-retry').hidden };
        """)
        assert overlay == {"hidden": True, "verdict": "", "retry": True}


def test_a_page_whose_rules_cannot_load_offers_no_dead_buttons():
    """When the tile rules cannot load, the overlay says so and offers no Keep going or New game, which could
    not work."""
    driver = make_driver(1280, 800)
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/tiles.wasm"]})
        driver.get(URL + "/")
        WebDriverWait(driver, 10).until(lambda d: text_of(d, "overlay-title") == "Tessera could not start")
        assert "Reload to try again" in text_of(driver, "overlay-text")
        assert not driver.find_element(By.ID, "overlay-new").is_displayed()
        assert not driver.find_element(By.ID, "keep-going").is_displayed()
    finally:
        driver.quit()


def test_a_game_that_ended_offline_is_sent_when_the_connection_returns(browser):
    reduced_motion(browser)
    join(browser, unique("Gil"))
    start_ranked_game(browser)
    set_offline(browser, True)
    try:
        play_until_over(browser)
        assert "offline" in wait_for_text(browser, "overlay-verdict", "could not be verified")
    finally:
        set_offline(browser, False)
    final = int(browser.find_element(By.ID, "score").text)
    assert wait_for_text(browser, "overlay-verdict", "Verified:").startswith(f"Verified: {final} points")


def test_leaving_a_ranked_game_sends_the_moves_played_so_far(browser):
    reduced_motion(browser)
    join(browser, unique("Hana"))
    start_ranked_game(browser, size="4")
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    left = saved_ranked(browser)["id"]
    browser.find_element(By.ID, "new-game").click()
    assert "Your previous game was verified" in wait_for_text(browser, "previous-result", "previous game")
    # The verdict may show before the next game's answer is kept: wait for that, not a moment.
    WebDriverWait(browser, 10).until(lambda d: (saved_ranked(d) or {}).get("id") not in (None, left))
    assert browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pending'))") == []


@pytest.mark.parametrize("daily", [False, True])
def test_a_ranked_game_left_while_the_browser_keeps_nothing_more_is_sent_all_the_same(browser, daily):
    reduced_motion(browser)
    join(browser, unique("Ines"))
    if daily:
        go_to(browser, "play")
        browser.find_element(By.ID, "daily").click()
        WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Daily")
    else:
        start_ranked_game(browser, size="4")
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    # Storage is full (say, of drawings): neither the games to send nor an unfinished daily can be written.
    browser.execute_script("""
        const set = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (key === 'tessera.pending' || key === 'tessera.daily') {
            throw new DOMException('the quota is exceeded', 'QuotaExceededError');
          }
          return set.call(this, key, value);
        };""")
    browser.find_element(By.ID, "new-game").click()
    assert "Your previous game was verified" in wait_for_text(browser, "previous-result", "previous game")


def test_each_daily_challenge_left_unfinished_waits_for_its_own_return(browser):
    reduced_motion(browser)
    join(browser, unique("Joe"))
    go_to(browser, "play")
    browser.find_element(By.ID, "daily").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Daily")
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    first = saved_ranked(browser)
    # Choosing another game does not end a ranked game in progress: it waits for New game.
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("triples")
    assert "goes on" in wait_for_text(browser, "play-note", "goes on")
    assert saved_ranked(browser)["id"] == first["id"]
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
    browser.find_element(By.ID, "daily").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Daily" and saved_ranked(d)["id"] != first["id"])
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("2048")
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
    # Both dailies waited; the 2048 one comes back with every move it had.
    browser.find_element(By.ID, "daily").click()
    WebDriverWait(browser, 10).until(lambda d: saved_ranked(d)["id"] == first["id"])
    assert saved_ranked(browser)["moves"] == first["moves"]
    assert "where you left it" in text_of(browser, "play-note")


def test_the_daily_challenge_left_for_another_game_waits_where_it_was(browser):
    reduced_motion(browser)
    join(browser, unique("Ines"))
    go_to(browser, "play")
    browser.find_element(By.ID, "daily").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Daily")
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    board, daily = notation(browser), saved_ranked(browser)
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
    browser.find_element(By.ID, "daily").click()
    assert "where you left it" in wait_for_text(browser, "play-note", "Back to")
    assert notation(browser) == board
    assert saved_ranked(browser)["id"] == daily["id"] and saved_ranked(browser)["moves"] == daily["moves"]


def test_renaming_shows_the_new_name_on_the_shared_leaderboard(browser):
    reduced_motion(browser)
    join(browser, unique("Jo"))
    start_ranked_game(browser, spawn="twos-only")   # a board no other test ranks on, so the row is in the top ten
    play_until_over(browser)
    wait_for_text(browser, "overlay-verdict", "Verified:")
    go_to(browser, "scores")
    # Escape closes the form as Cancel does, and the focus goes back to Rename.
    browser.find_element(By.ID, "rename-open").click()
    browser.find_element(By.ID, "rename-name").send_keys(Keys.ESCAPE)
    assert not browser.find_element(By.ID, "rename-form").is_displayed()
    assert browser.switch_to.active_element.get_attribute("id") == "rename-open"
    browser.find_element(By.ID, "rename-open").click()
    field = browser.find_element(By.ID, "rename-name")
    field.clear()
    field.send_keys("<nope>")
    browser.find_element(By.CSS_SELECTOR, "#rename-form button[type='submit']").click()
    assert "Could not rename" in wait_for_text(browser, "player-message", "Could not rename")
    renamed = unique("Jolene")
    field.clear()
    field.send_keys(renamed)
    browser.find_element(By.CSS_SELECTOR, "#rename-form button[type='submit']").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "player-name") == renamed)
    show_leaderboard(browser, "2048-3-twos-only")
    WebDriverWait(browser, 10).until(lambda d: [row["cells"][1] for row in shared_rows(d) if row["you"]] == [renamed])


# The Pentomino tab (issue 10): the board and pieces drawn in code, dragged by mouse and touch, turned,
# flipped, taken off, undone, hinted and counted. Every rule is the wasm's; these tests play as a player.

def open_pentomino(driver, path="/pentomino"):
    open_page(driver, path)
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return document.getElementById('pentomino').dataset.ready === 'true'"))
    count_line(driver)


def pento(driver):
    """The puzzle as the page shows it: its notation, board, whether solved and how many pieces are down."""
    return driver.execute_script("""
        const s = document.getElementById('pento-stage').dataset;
        return { notation: s.notation, board: s.board, solved: s.solved === 'true', placed: Number(s.placed) };""")


def count_line(driver, state=None, timeout=15):
    """The count line once it is settled (in `state` when given): { state, text, count }."""
    def settled(d):
        line = d.execute_script("""
            const e = document.getElementById('pento-count');
            return { state: e.dataset.state, text: e.textContent, count: e.dataset.count ?? null };""")
        if line["state"] in (None, "counting") or (state and line["state"] != state):
            return False
        return line
    return WebDriverWait(driver, timeout).until(settled)


def piece_point(driver, piece):
    """The middle of a piece's lettered square in the viewport, and that square's place in its shape."""
    return driver.execute_script("""
        const element = document.querySelector(`.pento-piece[data-piece='${arguments[0]}']`);
        const svg = element.querySelector('svg');
        const [, , columns, rows] = svg.getAttribute('viewBox').split(' ').map(Number);
        const letter = svg.querySelector('.pento-letter');
        const column = Math.floor(Number(letter.getAttribute('x'))), row = Math.floor(Number(letter.getAttribute('y')));
        const box = element.getBoundingClientRect();
        const size = box.width / columns;
        return { x: box.left + (column + 0.5) * size, y: box.top + (row + 0.5) * size, row, column, rows, columns };""", piece)


def board_geometry(driver):
    """The board's corner in the viewport and its square size."""
    return driver.execute_script("""
        const svg = document.querySelector('.pento-board');
        const [, , columns, rows] = svg.getAttribute('viewBox').split(' ').map(Number);
        const box = svg.getBoundingClientRect();
        return { left: box.left, top: box.top, right: box.right, bottom: box.bottom, square: box.width / columns, rows, columns };""")


def cell_point(driver, row, column):
    board = board_geometry(driver)
    return board["left"] + (column + 0.5) * board["square"], board["top"] + (row + 0.5) * board["square"]


def mouse_event(driver, kind, x, y, clicks=1):
    """Sends the mouse event `kind` ("mousePressed", "mouseMoved", "mouseReleased") at (x, y) in the viewport by
    DevTools, the left button down until it is released; `clicks` counts a click's place in a quick series."""
    driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": 0 if kind == "mouseReleased" else 1, "clickCount": clicks})


def mouse_click(driver, x, y, clicks=1):
    """Clicks at (x, y) in the viewport and returns at once (a double-click's second: `clicks=2`)."""
    mouse_event(driver, "mousePressed", x, y, clicks)
    mouse_event(driver, "mouseReleased", x, y, clicks)


def mouse_drag(driver, start, end, during=None, steps=8):
    """Drags with the mouse from `start` to `end` (viewport px); calls `during()` before letting go."""
    mouse = lambda kind, x, y: mouse_event(driver, kind, x, y)
    mouse("mousePressed", *start)
    for step in range(1, steps + 1):
        mouse("mouseMoved", start[0] + (end[0] - start[0]) * step / steps, start[1] + (end[1] - start[1]) * step / steps)
    time.sleep(0.05)
    result = during() if during else None
    mouse("mouseReleased", *end)
    time.sleep(0.35)
    return result


def touch_drag(driver, start, end, during=None, steps=8):
    """Drags one finger from `start` to `end`; waits for the held piece to rise above the finger, calls `during()`."""
    touch = lambda kind, points: driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    touch("touchStart", [{"x": start[0], "y": start[1]}])
    for step in range(1, steps + 1):
        touch("touchMove", [{"x": start[0] + (end[0] - start[0]) * step / steps, "y": start[1] + (end[1] - start[1]) * step / steps}])
    time.sleep(0.3)
    result = during() if during else None
    touch("touchEnd", [])
    time.sleep(0.35)
    return result


def drag_piece_to(driver, piece, row, column, during=None):
    """Drags a piece with the mouse so that its lettered square lands on the board's (row, column) square."""
    grab = piece_point(driver, piece)
    target = cell_point(driver, row + grab["row"], column + grab["column"])
    return mouse_drag(driver, (grab["x"], grab["y"]), target, during)


def landing_squares(driver):
    return driver.execute_script("return document.querySelectorAll('.pento-landing rect').length")


def notation_rows(driver):
    return pento(driver)["notation"].split("/")


def seen_rows(driver):
    """The rules' board as a board stood up shows it, turned a quarter turn clockwise: rules (r, c) at (c, rows - 1 - r)."""
    rows = notation_rows(driver)
    return ["".join(rows[len(rows) - 1 - j][i] for j in range(len(rows))) for i in range(len(rows[0]))]


def piece_chart(driver, piece):
    """A piece on the board: the top-left corner of its box and its squares in it, as rows of `#` and `.`."""
    cells = {(r, c) for r, row in enumerate(notation_rows(driver)) for c, letter in enumerate(row) if letter == piece}
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    bottom, right = max(r for r, _ in cells), max(c for _, c in cells)
    return (top, left), ["".join("#" if (r, c) in cells else "." for c in range(left, right + 1))
                         for r in range(top, bottom + 1)]


def record_first_frames(driver):
    """Records in `window.firstFrames` the first frame of each animation a piece's drawing starts (a turn draws it anew)."""
    driver.execute_script("""
        window.firstFrames = [];
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (frames, options) {
          if (this.matches('.pento-shape')) window.firstFrames.push(frames[0].transform);
          return animate.call(this, frames, options);
        };""")


def click_tool(driver, name, times=1):
    for _ in range(times):
        driver.find_element(By.ID, f"pento-{name}").click()
        time.sleep(0.3)


def test_the_pentomino_rules_load_only_when_the_tab_opens(browser):
    open_page(browser)
    # The tab's controller arrives once the page is idle; the rules' wasm does not come with it.
    WebDriverWait(browser, 10).until(lambda d: resource_started(d, "/js/pentomino/controller.js") is not None)
    time.sleep(0.5)
    assert resource_started(browser, "/wasm/pentomino.wasm") is None
    go_to(browser, "pentomino")
    WebDriverWait(browser, 15).until(lambda d: d.execute_script("return document.getElementById('pentomino').dataset.ready === 'true'"))
    assert resource_started(browser, "/wasm/pentomino.wasm") is not None
    assert count_line(browser)["text"] == "2,339 solutions"
    options = [option.get_attribute("value") for option in browser.find_elements(By.CSS_SELECTOR, "#pento-board-choice option")]
    assert options == ["6x10", "5x12", "4x15", "3x20", "8x8"]
    assert len(browser.find_elements(By.CSS_SELECTOR, ".pento-piece")) == 12
    assert severe_console_messages(browser) == []


def test_a_piece_dragged_with_the_mouse_snaps_onto_the_board_and_the_count_follows(browser):
    open_pentomino(browser)
    assert count_line(browser)["text"] == "2,339 solutions"
    seen = drag_piece_to(browser, "I", 0, 0, during=lambda: {
        "landing": landing_squares(browser),
        "lifted": "lifted" in browser.find_element(By.CSS_SELECTOR, ".pento-piece[data-piece='I']").get_attribute("class")})
    assert seen == {"landing": 5, "lifted": True}
    assert landing_squares(browser) == 0
    assert notation_rows(browser)[0].startswith("IIIII.")
    line = count_line(browser, "possible")
    assert int(line["count"]) > 0 and line["text"].endswith(" still possible")
    # A piece let go over the tray slides back; one whose corner square is shut off is a dead end.
    grab = piece_point(browser, "X")
    mouse_drag(browser, (grab["x"], grab["y"]), (grab["x"] + 30, grab["y"] + 10))
    assert pento(browser)["placed"] == 1
    drag_piece_to(browser, "F", 1, 0)
    line = count_line(browser)
    assert pento(browser)["placed"] == 2
    if line["state"] == "dead-end":
        assert line["text"] == "Dead end: no completion possible"
    shot(browser, "pentomino-drag.png")


def test_a_piece_dragged_by_touch_rises_above_the_finger_and_lands():
    driver = make_driver(390, 844)
    try:
        open_pentomino(driver)
        grab = piece_point(driver, "P")
        board = board_geometry(driver)
        s = board["square"]
        # The piece is drawn above the finger: the finger goes where the piece's middle is, 1.1 squares below it.
        finger = (board["left"] + (1 + grab["columns"] / 2) * s, board["top"] + (2 + grab["rows"] + 1.1) * s)
        above = touch_drag(driver, (grab["x"], grab["y"]), finger, during=lambda: driver.execute_script(
            "return document.querySelector(\".pento-piece[data-piece='P']\").getBoundingClientRect().bottom") < finger[1])
        assert above
        rows = notation_rows(driver)
        assert pento(driver)["placed"] == 1
        assert [row[1:3] for row in rows[2:5]] == ["PP", "PP", "P."]
        shot(driver, "pentomino-touch-phone.png")
    finally:
        driver.quit()


def test_a_tap_turns_a_double_tap_flips_and_dragging_off_takes_a_piece_back(browser):
    open_pentomino(browser)
    drag_piece_to(browser, "L", 1, 2)
    placed = pento(browser)["notation"]
    assert "L" in placed
    # A tap turns the piece a quarter turn (after waiting to see that no second tap follows).
    point = piece_point(browser, "L")
    mouse_drag(browser, (point["x"], point["y"]), (point["x"], point["y"]), steps=1)
    time.sleep(0.3)
    turned = pento(browser)["notation"]
    assert turned != placed
    # A double-tap flips it, and its first tap does not turn it: one undo goes back to the turned piece.
    point = piece_point(browser, "L")
    for clicks in (1, 2):
        mouse_click(browser, point["x"], point["y"], clicks)
    time.sleep(0.6)
    flipped = pento(browser)["notation"]
    assert flipped not in (turned, placed)
    click_tool(browser, "undo")
    assert pento(browser)["notation"] == turned
    click_tool(browser, "redo")
    assert pento(browser)["notation"] == flipped
    # The buttons and the keys R and F act on the chosen piece.
    click_tool(browser, "rotate")
    assert pento(browser)["notation"] != flipped
    before = pento(browser)["notation"]
    browser.find_element(By.TAG_NAME, "body").send_keys("f")
    time.sleep(0.3)
    assert pento(browser)["notation"] != before
    # Dragged off the board, it goes back to the tray.
    point = piece_point(browser, "L")
    board = board_geometry(browser)
    mouse_drag(browser, (point["x"], point["y"]), (point["x"], board["bottom"] + 3 * board["square"]))
    assert pento(browser)["placed"] == 0
    assert "L" not in pento(browser)["notation"]
    assert count_line(browser)["text"] == "2,339 solutions"


def test_two_taps_further_apart_than_a_double_tap_turn_twice_though_the_first_ones_wait_ran_out_late(browser):
    open_pentomino(browser)
    drag_piece_to(browser, "L", 1, 2)
    _, chart = piece_chart(browser, "L")
    # A page that stalled and heard the input before its timers: the first tap's 300 ms wait runs out 2 s late, after
    # the second tap, which came 0.6 s after the first.
    browser.execute_script("""
        const setTimer = window.setTimeout;
        window.setTimeout = (callback, ms, ...rest) => setTimer(callback, ms === 300 ? 2300 : ms, ...rest);""")
    point = piece_point(browser, "L")   # L is chosen: a tap on it turns it
    mouse_click(browser, point["x"], point["y"])
    time.sleep(0.6)
    mouse_click(browser, point["x"], point["y"])
    time.sleep(2.6)
    # Two quarter turns, told apart by the taps' own times, not a double-tap's flip: L stands turned half round.
    assert piece_chart(browser, "L")[1] == ["".join(reversed(row)) for row in reversed(chart)]
    assert pento(browser)["placed"] == 1


def test_an_undo_pressed_while_a_tap_waits_for_its_second_takes_back_the_taps_turn(browser):
    open_pentomino(browser)
    drag_piece_to(browser, "L", 1, 2)
    placed = pento(browser)["notation"]
    # A tap on the chosen L (its turn waits to see whether a second tap follows), then U at once.
    # (The key goes by DevTools too, at once: by WebDriver it might come after the wait.)
    point = piece_point(browser, "L")
    mouse_click(browser, point["x"], point["y"])
    for kind in ("keyDown", "keyUp"):
        browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": kind, "key": "u", "code": "KeyU", "text": "u",
                                                            "windowsVirtualKeyCode": 85})
    time.sleep(0.6)
    assert pento(browser)["notation"] == placed, "the turn came first, and the undo took it back"
    click_tool(browser, "redo")
    turned = pento(browser)["notation"]
    assert turned != placed and pento(browser)["placed"] == 1
    # So with Delete: the turn, then the piece taken off; one undo brings it back turned once more.
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='L']\").focus()")
    point = piece_point(browser, "L")
    mouse_click(browser, point["x"], point["y"])
    for kind in ("keyDown", "keyUp"):
        browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": kind, "key": "Delete", "code": "Delete",
                                                            "windowsVirtualKeyCode": 46})
    time.sleep(0.6)
    assert pento(browser)["placed"] == 0
    click_tool(browser, "undo")
    assert pento(browser)["placed"] == 1 and pento(browser)["notation"] not in (placed, turned)


def test_a_turn_refused_by_a_tap_just_before_a_click_on_a_square_is_still_said_once_the_piece_lands_there(browser):
    open_pentomino(browser)
    Select(browser.find_element(By.ID, "pento-board-choice")).select_by_value("3x20")
    WebDriverWait(browser, 5).until(lambda d: pento(d)["board"] == "3x20")
    drag_piece_to(browser, "I", 1, 4)
    assert notation_rows(browser)[1] == "....IIIII..........."
    # I lies on a board three squares high: it has no room to stand. A tap on it, and at once a click on a square.
    point, square = piece_point(browser, "I"), cell_point(browser, 1, 14)
    mouse_click(browser, point["x"], point["y"])
    mouse_click(browser, *square)
    time.sleep(0.5)
    assert notation_rows(browser)[1] == "............IIIII..." and pento(browser)["placed"] == 1
    assert text_of(browser, "pento-message") == "No room to turn I there."
    # So too when the page is laid out again while the button is down on the square.
    point, square = piece_point(browser, "I"), cell_point(browser, 1, 4)
    mouse_click(browser, point["x"], point["y"])
    mouse_event(browser, "mousePressed", *square)
    browser.execute_script("document.getElementById('pentomino').style.maxWidth = '60rem'")
    time.sleep(0.4)
    mouse_event(browser, "mouseReleased", *square)
    time.sleep(0.5)
    assert notation_rows(browser)[1] == "..IIIII............." and text_of(browser, "pento-message") == "No room to turn I there."


def test_a_click_on_a_square_puts_the_chosen_piece_there_outlined_while_the_button_is_down(browser):
    open_pentomino(browser)
    point = piece_point(browser, "X")
    mouse_drag(browser, (point["x"], point["y"]), (point["x"], point["y"]), steps=1)   # chosen
    time.sleep(0.3)
    mouse = lambda kind, x, y: mouse_event(browser, kind, x, y)
    x, y = cell_point(browser, 3, 6)
    mouse("mousePressed", x, y)
    time.sleep(0.1)
    assert landing_squares(browser) == 5 and pento(browser)["placed"] == 0, "outlined where it would land, not yet put"
    mouse("mouseReleased", x, y)
    time.sleep(0.4)
    assert notation_rows(browser)[2:5] == ["......X...", ".....XXX..", "......X..."] and landing_squares(browser) == 0
    # A press that moves on is no click: the outline goes, and nothing moves; nor when the button is let go
    # off the stage, and the next click puts the piece where it asks.
    x, y = cell_point(browser, 0, 0)
    mouse_drag(browser, (x, y), (x + 30, y))
    assert landing_squares(browser) == 0 and notation_rows(browser)[0] == ".........."
    mouse_drag(browser, cell_point(browser, 0, 9), (5, 5), steps=1)
    assert landing_squares(browser) == 0 and notation_rows(browser)[2:5] == ["......X...", ".....XXX..", "......X..."]
    mouse_click(browser, *cell_point(browser, 4, 2))
    time.sleep(0.4)
    assert notation_rows(browser)[3:6] == ["..X.......", ".XXX......", "..X......."] and pento(browser)["placed"] == 1
    # R pressed while the button is down turns the chosen piece, and the outline follows: the piece lands on it.
    point = piece_point(browser, "L")
    mouse_drag(browser, (point["x"], point["y"]), (point["x"], point["y"]), steps=1)   # L chosen
    time.sleep(0.3)
    outline = lambda: sorted(browser.execute_script(
        "return [...document.querySelectorAll('.pento-landing rect')].map((r) => [Math.floor(r.getAttribute('y')), Math.floor(r.getAttribute('x'))])"))
    x, y = cell_point(browser, 1, 6)
    mouse("mousePressed", x, y)
    time.sleep(0.1)
    before = outline()
    browser.find_element(By.TAG_NAME, "body").send_keys("r")
    time.sleep(0.4)
    turned = outline()
    assert len(turned) == 5 and turned != before
    mouse("mouseReleased", x, y)
    time.sleep(0.4)
    assert sorted([r, c] for r, row in enumerate(notation_rows(browser)) for c, letter in enumerate(row) if letter == "L") == turned
    # A piece held with the keys stays held through a press that moves on; Enter then puts it down.
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='T']\").focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    time.sleep(0.2)
    assert landing_squares(browser) == 5
    x, y = cell_point(browser, 5, 8)
    mouse_drag(browser, (x, y), (x - 30, y))
    assert landing_squares(browser) == 5
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    time.sleep(0.4)
    assert pento(browser)["placed"] == 3


def activate(driver, selector, style):
    """Activates an element as a screen reader does. `press`: as Chrome does (TalkBack, NVDA, JAWS), focusing it if it
    takes the focus, then pressing a mouse at its middle by events sent to it, with no pressure; `click`: as an older
    browser does, by a bare click."""
    driver.execute_script("""
        const element = document.querySelector(arguments[0]);
        if (arguments[1] === 'click') {
          element.click();
          return;
        }
        if (element.tabIndex >= 0) element.focus();
        const box = element.getBoundingClientRect();
        const at = { bubbles: true, cancelable: true, composed: true, clientX: box.left + box.width / 2,
                     clientY: box.top + box.height / 2, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true,
                     width: 1, height: 1, pressure: 0 };
        element.dispatchEvent(new PointerEvent('pointerdown', { ...at, buttons: 1 }));
        element.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 }));
        element.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
        element.dispatchEvent(new MouseEvent('mouseup', { ...at, buttons: 0 }));
        element.dispatchEvent(new PointerEvent('click', { ...at, buttons: 0, detail: 1 }));""", selector, style)
    time.sleep(0.5)   # past a tap's wait for its second


def square_target(driver, row, column):
    return driver.find_element(By.CSS_SELECTOR, f".pento-target[data-row='{row}'][data-column='{column}']")


def square_names(driver):
    return {(int(e.get_attribute("data-row")), int(e.get_attribute("data-column"))): e.accessible_name
            for e in driver.find_elements(By.CSS_SELECTOR, ".pento-target[data-row]")}


@pytest.mark.parametrize("style", ["press", "click"])
def test_a_screen_reader_finds_every_square_names_what_covers_it_and_places_turns_and_takes_off_a_piece_there(browser, style):
    open_pentomino(browser)
    heard = lambda: browser.find_element(By.ID, "pento-announcer").get_attribute("textContent")
    shape = lambda piece: (piece_point(browser, piece)["rows"], piece_point(browser, piece)["columns"])
    assert len(square_names(browser)) == 60, "a button over each square of the 6x10 board"
    first = square_target(browser, 0, 0)
    assert (first.aria_role, first.accessible_name) == ("button", "Row 1, column 1: empty")
    box = first.rect
    x, y = cell_point(browser, 0, 0)
    assert abs(box["x"] + box["width"] / 2 - x) < 1 and abs(box["y"] + box["height"] / 2 - y) < 1, "it lies over its square"
    # A square activated with no piece chosen asks for one; a piece activated is chosen, not turned, though the
    # screen reader focused it first.
    activate(browser, ".pento-target[data-row='2'][data-column='3']", style)
    assert "Choose a piece first" in text_of(browser, "pento-message") and pento(browser)["placed"] == 0
    before = shape("L")
    activate(browser, ".pento-piece[data-piece='L']", style)
    assert heard() == "L chosen." and shape("L") == before and "selected" in browser.find_element(
        By.CSS_SELECTOR, ".pento-piece[data-piece='L']").get_attribute("class")
    # Activated again, the chosen piece turns, and says so; a square then puts it down there, and the squares say so.
    activate(browser, ".pento-piece[data-piece='L']", style)
    assert shape("L") == before[::-1] and heard() == "L turned."
    activate(browser, ".pento-target[data-row='1'][data-column='4']", style)
    assert pento(browser)["placed"] == 1 and heard() == "L put down at row 1, column 5."
    assert piece_chart(browser, "L") == ((0, 4), ["##", ".#", ".#", ".#"]), "its middle over row 2, column 5"
    names = square_names(browser)
    covered = [(0, 4), (0, 5), (1, 5), (2, 5), (3, 5)]
    assert all(names[square] == f"Row {square[0] + 1}, column {square[1] + 1}: L" for square in covered)
    assert sum(name.endswith(": empty") for name in names.values()) == 55
    # Its empty place in the tray is a button too, which takes it off even while another piece is chosen.
    place = browser.find_element(By.CSS_SELECTOR, ".pento-target[data-place='L']")
    assert (place.is_displayed(), place.accessible_name) == (True, "Take L off the board")
    assert not browser.find_element(By.CSS_SELECTOR, ".pento-target[data-place='F']").is_displayed(), "F is in the tray"
    activate(browser, ".pento-piece[data-piece='N']", style)
    assert heard() == "N chosen."
    slot = place.rect
    activate(browser, ".pento-target[data-place='L']", style)
    assert pento(browser)["placed"] == 0 and heard() == "L taken off."
    home = piece_point(browser, "L")
    assert slot["x"] < home["x"] < slot["x"] + slot["width"] and slot["y"] < home["y"] < slot["y"] + slot["height"], \
        "the place's button lay where L rests in the tray"
    assert not place.is_displayed() and square_target(browser, 0, 4).accessible_name == "Row 1, column 5: empty"
    # A right press let go off the stage hides no later activation, nor does a press whose release never comes
    # because a context menu opened on it.
    x, y = cell_point(browser, 4, 4)
    for kind, at, buttons in (("mousePressed", (x, y), 2), ("mouseMoved", (5, 5), 2), ("mouseReleased", (5, 5), 0)):
        browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": at[0], "y": at[1], "button": "right", "buttons": buttons, "clickCount": 1})
    time.sleep(0.7)
    activate(browser, ".pento-target[data-row='4'][data-column='4']", style)
    assert pento(browser)["placed"] == 1 and heard().startswith("N put down at ")
    browser.execute_script("""
        const stage = document.getElementById('pento-stage');
        stage.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, pointerType: 'mouse', button: 2, buttons: 2 }));
        stage.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, button: 2 }));""")
    time.sleep(0.7)
    activate(browser, ".pento-target[data-row='1'][data-column='1']", style)
    assert heard() == "N put down at row 2, column 1." and pento(browser)["placed"] == 1
    # A real click on the chosen piece is one tap, not a tap and an activation: it turns N a quarter turn, once.
    before = piece_chart(browser, "N")[1]
    x, y = piece_point(browser, "N")["x"], piece_point(browser, "N")["y"]
    mouse_click(browser, x, y)
    time.sleep(0.5)
    after = piece_chart(browser, "N")[1]
    assert (len(after), len(after[0])) == (len(before[0]), len(before)) and heard() == "N turned."
    # Turned again, it is said again: the same words are cleared and written anew, which a screen reader hears.
    browser.execute_script("""
        window.said = [];
        new MutationObserver(() => said.push(document.getElementById('pento-announcer').textContent))
          .observe(document.getElementById('pento-announcer'), { childList: true, characterData: true, subtree: true });""")
    x, y = piece_point(browser, "N")["x"], piece_point(browser, "N")["y"]
    mouse_click(browser, x, y)
    WebDriverWait(browser, 3).until(lambda d: len(d.execute_script("return said")) == 2)
    assert browser.execute_script("return said") == ["", "N turned."]
    assert severe_console_messages(browser) == []


def test_a_piece_with_no_room_to_turn_where_it_lies_turns_into_the_nearest_place(browser):
    open_pentomino(browser)
    drag_piece_to(browser, "I", 5, 2)
    assert notation_rows(browser)[5] == "..IIIII..."
    click_tool(browser, "rotate")
    rows = notation_rows(browser)
    assert [row.count("I") for row in rows] == [0, 1, 1, 1, 1, 1]
    assert len({row.index("I") for row in rows[1:]}) == 1   # upright, near where it lay
    # Undo lays it down again.
    click_tool(browser, "undo")
    assert notation_rows(browser)[5] == "..IIIII..."


def test_a_flip_is_drawn_as_a_mirror_even_for_a_piece_whose_mirror_is_a_turn(browser):
    open_pentomino(browser)
    drag_piece_to(browser, "V", 1, 2)
    placed = pento(browser)["notation"]
    record_first_frames(browser)
    click_tool(browser, "flip")
    assert pento(browser)["notation"] != placed
    # Undone and redone, it is drawn as the mirror it was, not as the turn its orientations also are.
    click_tool(browser, "undo")
    assert pento(browser)["notation"] == placed
    click_tool(browser, "redo")
    frames = browser.execute_script("return window.firstFrames")
    assert len(frames) == 3 and all("scaleX(-1)" in frame for frame in frames), frames


def test_shift_r_turns_a_piece_back_and_shift_f_mirrors_it_top_to_bottom_each_drawn_so(browser):
    open_pentomino(browser)
    drag_piece_to(browser, "L", 1, 2)
    corner, chart = piece_chart(browser, "L")
    assert chart == ["####", "#..."]
    record_first_frames(browser)
    for key, seen in (("r", ["#.", "#.", "#.", "##"]), ("f", ["##", "#.", "#.", "#."])):
        ActionChains(browser).key_down(Keys.SHIFT).send_keys(key).key_up(Keys.SHIFT).perform()
        time.sleep(0.3)
        assert piece_chart(browser, "L") == (corner, seen)   # where it lies: its corner kept
    frames = browser.execute_script("return window.firstFrames")
    assert len(frames) == 2 and "rotate(90deg)" in frames[0] and "scaleY(-1)" in frames[1], frames
    # Each was one step: two undos give the piece back as it was placed.
    click_tool(browser, "undo")
    assert piece_chart(browser, "L") == (corner, ["#.", "#.", "#.", "##"])
    click_tool(browser, "undo")
    assert piece_chart(browser, "L") == (corner, ["####", "#..."])


def test_undo_and_redo_replay_the_placements_and_hints_are_counted(browser):
    open_pentomino(browser)
    click_tool(browser, "hint", 2)
    two = pento(browser)["notation"]
    assert pento(browser)["placed"] == 2
    assert text_of(browser, "pento-hints") == "2 hints"
    assert int(count_line(browser, "possible")["count"]) > 0   # a hint never leads to a dead end
    click_tool(browser, "undo")
    assert pento(browser)["placed"] == 1
    browser.find_element(By.TAG_NAME, "body").send_keys("u")
    time.sleep(0.3)
    assert pento(browser)["placed"] == 0
    assert count_line(browser)["text"] == "2,339 solutions"
    click_tool(browser, "redo")
    browser.find_element(By.TAG_NAME, "body").send_keys("y")
    time.sleep(0.3)
    assert pento(browser)["notation"] == two
    assert browser.find_element(By.ID, "pento-redo").get_attribute("disabled")


def test_a_board_solved_from_hints_celebrates_is_recorded_and_survives_a_reload(browser):
    open_pentomino(browser)
    Select(browser.find_element(By.ID, "pento-board-choice")).select_by_value("3x20")
    WebDriverWait(browser, 5).until(lambda d: pento(d)["board"] == "3x20")
    assert count_line(browser)["text"] == "2 solutions"
    # The first hint puts X in the middle row, where both solutions still fit (each either way up).
    click_tool(browser, "hint")
    assert count_line(browser, "possible")["text"] == "2 solutions still possible"
    click_tool(browser, "hint", 11)
    WebDriverWait(browser, 5).until(lambda d: pento(d)["solved"])
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "pento-solved").is_displayed())
    assert text_of(browser, "pento-solved-found").startswith("1 of 2 found")
    assert text_of(browser, "pento-found").startswith("1 of 2 found")
    assert count_line(browser, "solved")["text"] == "Solved!"
    assert text_of(browser, "pento-solved-time").endswith(" with 12 hints (not a best time)")
    found = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pentomino.found'))")
    assert len(found["3x20"]["ids"]) == 1 and found["3x20"]["best"] is None
    assert browser.find_element(By.ID, "pento-announcer").get_attribute("textContent").startswith(
        "Solved. Time ") and "!." not in browser.find_element(By.ID, "pento-announcer").get_attribute("textContent")
    # A screen reader finds the solved board's squares named, no tray place to take a piece off, and is told why a
    # square does nothing.
    assert not any(e.is_displayed() for e in browser.find_elements(By.CSS_SELECTOR, ".pento-target[data-place]"))
    assert all(re.fullmatch(r"Row \d+, column \d+: [A-Z]", name) for name in square_names(browser).values())
    activate(browser, ".pento-target[data-row='0'][data-column='0']", "press")
    assert text_of(browser, "pento-message") == "This board is solved already." and pento(browser)["placed"] == 12
    time.sleep(2.4)   # the confetti settles
    shot(browser, "pentomino-solved-desktop.png")
    solution = pento(browser)["notation"]
    browser.refresh()
    open_pentomino(browser)
    assert pento(browser) == {"notation": solution, "board": "3x20", "solved": True, "placed": 12}
    assert text_of(browser, "pento-hints") == "12 hints"
    assert text_of(browser, "pento-found").startswith("1 of 2 found")
    # Playing again and finding the same solution (or its mirror image) counts it once.
    browser.find_element(By.ID, "pento-reset").click()
    time.sleep(0.3)
    assert pento(browser)["placed"] == 0
    click_tool(browser, "hint", 12)
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "pento-solved").is_displayed())
    assert "found this one before" in text_of(browser, "pento-solved-found")
    assert text_of(browser, "pento-solved-found").startswith("1 of 2 found")


def test_a_solve_without_hints_sets_the_best_time(browser):
    # A 3×20 kept with every piece down but X, and no hint used (written from the Play tab, as a page showing
    # the puzzle keeps its own when it goes away); X goes in by hand.
    open_page(browser)
    rows = "UU.IIIIINNNFTWYYYYZV/U...PPLNNFFFTWWYZZZV/UU.PPPLLLLFTTTWWZVVV"
    browser.execute_script("localStorage.setItem('tessera.pentomino', JSON.stringify(arguments[0]))", {
        "board": "3x20", "puzzles": {"3x20": {"save": f"tessera-pentomino;v=1;board=3x20;squares={rows}", "hints": 0, "elapsed": 0}}})
    open_pentomino(browser)
    assert pento(browser)["placed"] == 11 and text_of(browser, "pento-hints") == "0 hints"
    drag_piece_to(browser, "X", 1, 2)
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "pento-solved").is_displayed())
    assert "hint" not in text_of(browser, "pento-solved-time")
    found = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pentomino.found'))")
    assert found["3x20"]["best"] >= 0
    assert " · best " in text_of(browser, "pento-found")


def test_the_puzzle_its_board_its_hints_and_its_time_survive_a_reload(browser):
    open_pentomino(browser)
    Select(browser.find_element(By.ID, "pento-board-choice")).select_by_value("5x12")
    WebDriverWait(browser, 5).until(lambda d: pento(d)["board"] == "5x12")
    click_tool(browser, "hint", 2)
    time.sleep(1.3)
    kept = pento(browser)
    browser.refresh()
    open_pentomino(browser)
    assert pento(browser) == kept
    assert Select(browser.find_element(By.ID, "pento-board-choice")).first_selected_option.get_attribute("value") == "5x12"
    assert text_of(browser, "pento-hints") == "2 hints"
    assert text_of(browser, "pento-time") != "0:00"
    assert count_line(browser, "possible")["count"] is not None
    # The other boards keep their own puzzles.
    Select(browser.find_element(By.ID, "pento-board-choice")).select_by_value("6x10")
    WebDriverWait(browser, 5).until(lambda d: pento(d)["board"] == "6x10")
    assert pento(browser)["placed"] == 0
    Select(browser.find_element(By.ID, "pento-board-choice")).select_by_value("5x12")
    WebDriverWait(browser, 5).until(lambda d: pento(d)["board"] == "5x12")
    assert pento(browser) == kept


def test_a_corrupt_pentomino_save_is_reported_set_aside_and_replaced(browser):
    # Written from the Play tab: a page showing the puzzle keeps it when it goes away.
    open_page(browser)
    other = {"save": "tessera-pentomino;v=1;board=5x12;squares=" + "/".join(["." * 12] * 5), "elapsed": 7000}
    browser.execute_script("localStorage.setItem('tessera.pentomino', JSON.stringify(arguments[0]))",
                           {"board": "6x10", "puzzles": {"6x10": {"save": "tessera-pentomino;v=1;board=6x10;squares=garbage"},
                                                         "5x12": other}})
    open_pentomino(browser)
    assert "could not be resumed" in text_of(browser, "pento-message")
    assert pento(browser)["placed"] == 0 and pento(browser)["board"] == "6x10"
    # That board's puzzle is kept aside; the other boards' puzzles stay in play.
    kept = set_aside(browser, "pento-message", r"tessera\.pentomino\.6x10", "tessera-pentomino-6x10.json")
    assert [json.loads(text) for text in kept] == [{"save": "tessera-pentomino;v=1;board=6x10;squares=garbage"}]
    stored = json.loads(browser.execute_script("return localStorage.getItem('tessera.pentomino')"))
    assert stored["puzzles"]["5x12"] == other
    open_page(browser)
    browser.execute_script("localStorage.setItem('tessera.pentomino', '{not json')")
    open_pentomino(browser)
    assert "could not be read" in text_of(browser, "pento-message")
    assert set_aside(browser, "pento-message", r"tessera\.pentomino", "tessera-pentomino.json") == ["{not json"]
    click_tool(browser, "hint")
    assert pento(browser)["placed"] == 1
    assert severe_console_messages(browser) == []


def kept_pentomino_saves(driver):
    return driver.execute_script("return JSON.parse(localStorage.getItem('tessera.pentomino')).puzzles")


def test_two_tabs_keep_each_others_pentomino_boards_and_take_up_a_board_played_in_both(browser):
    open_pentomino(browser)
    first = browser.current_window_handle
    click_tool(browser, "hint")
    browser.switch_to.new_window("tab")
    open_pentomino(browser)
    second = browser.current_window_handle
    assert pento(browser)["board"] == "6x10" and pento(browser)["placed"] == 1
    # A hint in the second tab shows in the first, which says so.
    click_tool(browser, "hint")
    six = pento(browser)["notation"]
    browser.switch_to.window(first)
    WebDriverWait(browser, 5).until(lambda d: pento(d)["notation"] == six)
    assert "moved on in another tab" in text_of(browser, "pento-message")
    # The second tab plays 8x8 while the first plays on at 6x10: each keeps the other's board as it left it.
    browser.switch_to.window(second)
    Select(browser.find_element(By.ID, "pento-board-choice")).select_by_value("8x8")
    WebDriverWait(browser, 5).until(lambda d: pento(d)["board"] == "8x8")
    click_tool(browser, "hint")
    eight = pento(browser)["notation"]
    browser.switch_to.window(first)
    assert pento(browser)["board"] == "6x10" and pento(browser)["notation"] == six
    click_tool(browser, "hint")
    six = pento(browser)["notation"]
    assert pento(browser)["placed"] == 3
    browser.switch_to.window(second)
    click_tool(browser, "undo")
    click_tool(browser, "redo")
    saves = kept_pentomino_saves(browser)
    assert saves["8x8"]["save"].endswith("squares=" + eight), saves["8x8"]
    assert saves["6x10"]["save"].endswith("squares=" + six), saves["6x10"]
    # An older copy of 6x10 written back from here (a tab whose storage lagged) is put right by the first tab.
    browser.execute_script("""
        const kept = JSON.parse(localStorage.getItem('tessera.pentomino'));
        kept.puzzles['6x10'] = { ...kept.puzzles['6x10'], save: arguments[0], revision: 0 };
        localStorage.setItem('tessera.pentomino', JSON.stringify(kept));""",
                           "tessera-pentomino;v=1;board=6x10;squares=" + "/".join(["." * 10] * 6))
    WebDriverWait(browser, 5).until(lambda d: kept_pentomino_saves(d)["6x10"]["save"].endswith("squares=" + six))
    browser.switch_to.window(first)
    assert pento(browser)["notation"] == six and pento(browser)["placed"] == 3


def test_a_kept_puzzle_of_another_board_or_with_a_garbled_tray_is_reported_and_replaced(browser):
    open_pentomino(browser)
    Select(browser.find_element(By.ID, "pento-board-choice")).select_by_value("8x8")
    WebDriverWait(browser, 5).until(lambda d: pento(d)["board"] == "8x8")
    click_tool(browser, "hint")
    saves = kept_pentomino_saves(browser)
    eight, six = saves["8x8"], saves["6x10"]
    open_page(browser)
    browser.execute_script("localStorage.setItem('tessera.pentomino', JSON.stringify(arguments[0]))",
                           {"board": "6x10", "puzzles": {"6x10": eight, "8x8": eight}})
    open_pentomino(browser)
    assert "the 8x8 board's puzzle, not 6x10's" in text_of(browser, "pento-message")
    assert pento(browser)["board"] == "6x10" and pento(browser)["placed"] == 0
    assert kept_pentomino_saves(browser)["8x8"] == eight, "the other board's puzzle is left as it was"
    open_page(browser)
    browser.execute_script("localStorage.setItem('tessera.pentomino', JSON.stringify(arguments[0]))",
                           {"board": "6x10", "puzzles": {"6x10": {**six, "tray": {"F": 99}}}})
    open_pentomino(browser)
    assert "its tray turns F to 99" in text_of(browser, "pento-message")
    assert len(browser.find_elements(By.CSS_SELECTOR, ".pento-piece")) == 12, "the tray is drawn"
    click_tool(browser, "hint")
    assert pento(browser)["placed"] == 1
    assert severe_console_messages(browser) == []


def test_undoing_a_reset_brings_back_the_pieces_their_hints_and_time_and_records_nothing_new(browser):
    open_pentomino(browser)
    Select(browser.find_element(By.ID, "pento-board-choice")).select_by_value("3x20")
    WebDriverWait(browser, 5).until(lambda d: pento(d)["board"] == "3x20")
    click_tool(browser, "hint")
    time.sleep(1.2)   # the clock runs once a piece is down: the solve takes a second or more
    click_tool(browser, "hint", 11)
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "pento-solved").is_displayed())
    solved_in = text_of(browser, "pento-time")
    assert solved_in != "0:00"
    found = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pentomino.found'))")["3x20"]
    browser.find_element(By.ID, "pento-again").click()
    WebDriverWait(browser, 5).until(lambda d: pento(d)["placed"] == 0)
    assert browser.switch_to.active_element.get_attribute("data-piece"), "the focus goes on to a piece, not the page"
    assert text_of(browser, "pento-hints") == "0 hints" and text_of(browser, "pento-time") == "0:00"
    click_tool(browser, "undo")
    assert pento(browser)["placed"] == 12 and pento(browser)["solved"]
    assert text_of(browser, "pento-hints") == "12 hints", "a reset undone hides no hint"
    assert text_of(browser, "pento-time") == solved_in, "nor wins any time"
    assert not browser.find_element(By.ID, "pento-solved").is_displayed(), "a solve brought back is not celebrated again"
    again = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pentomino.found'))")["3x20"]
    assert again == found, "and records nothing"
    # Redoing the reset empties the board again but gives back neither: no round of undo and redo hides a hint.
    click_tool(browser, "redo")
    assert pento(browser)["placed"] == 0
    assert text_of(browser, "pento-hints") == "12 hints" and text_of(browser, "pento-time") == solved_in
    assert severe_console_messages(browser) == []


def test_undo_lists_kept_by_an_older_page_resume_in_the_rules_and_a_garbled_list_is_dropped_the_board_kept(browser):
    # Kept by a page from before the rules kept the lists: F taken off by a reset (two hints and 4.2 s cleared), then
    # X and I put down and I turned upright.
    open_page(browser)
    board = [".X...I....", "XXX..I....", ".X...I....", ".....I....", ".....I....", ".........."]
    empty = ["." * 10] * 6
    older = {
        "save": "tessera-pentomino;v=1;board=6x10;squares=" + "/".join(board), "hints": 1, "elapsed": 1500,
        "undo": [
            [{"piece": "F", "from": {"orientation": 0, "origin": [3, 0]}, "to": None},
             {"piece": None, "cleared": {"hints": 2, "elapsed": 4200.4}}],
            [{"piece": "X", "from": None, "to": {"orientation": 0, "origin": [0, 0]}}],
            [{"piece": "I", "from": None, "to": {"orientation": 0, "origin": [0, 5]}}],
            [{"piece": "I", "from": {"orientation": 0, "origin": [0, 5]}, "to": {"orientation": 1, "origin": [0, 5]},
              "how": "rotate"}],
        ],
        "redo": [],
    }
    browser.execute_script("localStorage.setItem('tessera.pentomino', JSON.stringify(arguments[0]))",
                           {"board": "6x10", "puzzles": {"6x10": older}})
    open_pentomino(browser)
    assert pento(browser)["notation"] == "/".join(board) and text_of(browser, "pento-hints") == "1 hint"
    assert text_of(browser, "pento-message") == ""
    # X picked up with the keys and put down where it lay changes nothing, and nothing goes wrong.
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='X']\").focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    time.sleep(0.3)
    assert pento(browser)["notation"] == "/".join(board) and severe_console_messages(browser) == []
    click_tool(browser, "undo", 3)
    assert pento(browser)["notation"] == "/".join(empty)
    click_tool(browser, "undo")
    assert pento(browser)["notation"] == "/".join([".........."] * 3 + [".FF.......", "FF........", ".F........"])
    assert text_of(browser, "pento-hints") == "2 hints", "the reset undone brings back its hints"
    assert text_of(browser, "pento-time") == "0:04", "and its time"
    assert browser.find_element(By.ID, "pento-undo").get_attribute("disabled") is not None
    click_tool(browser, "redo", 4)
    assert pento(browser)["notation"] == "/".join(board) and text_of(browser, "pento-hints") == "2 hints"
    # What is kept now is the rules' own text of the lists.
    kept = kept_pentomino_saves(browser)["6x10"]
    assert kept["history"] == ("tessera-pentomino-history;v=1;undo=F:0.3.0:-,*:2:4200|X:-:0.0.0|I:-:0.0.5"
                               "|I:0.0.5:1.0.5:rotate;redo=")
    assert "undo" not in kept and kept["hints"] == 2
    # I taken off goes to the tray upright; undone back to before it was put down, then redone, it is upright again.
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='I']\").focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER, Keys.DELETE)
    WebDriverWait(browser, 5).until(lambda d: pento(d)["placed"] == 1)
    assert kept_pentomino_saves(browser)["6x10"]["tray"]["I"] == 1
    click_tool(browser, "undo", 3)
    assert kept_pentomino_saves(browser)["6x10"]["tray"]["I"] == 0
    click_tool(browser, "redo", 3)
    assert pento(browser)["placed"] == 1 and kept_pentomino_saves(browser)["6x10"]["tray"]["I"] == 1

    # A list that does not match the board: the board is resumed as it was left, with nothing to undo.
    open_page(browser)
    garbled = {**older, "undo": [[{"piece": "X", "from": None, "to": {"orientation": 0, "origin": [3, 7]}}]]}
    browser.execute_script("localStorage.setItem('tessera.pentomino', JSON.stringify(arguments[0]))",
                           {"board": "6x10", "puzzles": {"6x10": garbled}})
    open_pentomino(browser)
    message = text_of(browser, "pento-message")
    assert "undo list could not be read (undo change 1 does not match the board" in message, message
    assert "the board is as you left it, with nothing to undo" in message
    assert pento(browser)["notation"] == "/".join(board) and text_of(browser, "pento-hints") == "1 hint"
    assert browser.find_element(By.ID, "pento-undo").get_attribute("disabled") is not None
    assert [json.loads(text) for text in set_aside(browser, "pento-message", r"tessera\.pentomino\.6x10",
                                                   "tessera-pentomino-6x10.json")] == [garbled]
    assert severe_console_messages(browser) == []


def test_a_screen_reader_hears_a_held_piece_flipped_by_f_and_turned_by_r(browser):
    open_pentomino(browser)
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='F']\").focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    heard = lambda: browser.find_element(By.ID, "pento-announcer").get_attribute("textContent")
    assert heard().startswith("Holding F over row "), heard()
    browser.switch_to.active_element.send_keys("f")
    assert heard().startswith("F flipped, over row "), heard()
    browser.switch_to.active_element.send_keys("r")
    assert heard().startswith("F turned, over row "), heard()
    browser.switch_to.active_element.send_keys(Keys.SHIFT, "f")
    assert heard().startswith("F flipped, over row "), heard()


def test_keyboard_play_chooses_moves_turns_and_places_a_piece(browser):
    open_pentomino(browser)
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='I']\").focus()")
    body = browser.switch_to.active_element
    body.send_keys(Keys.ENTER)
    time.sleep(0.2)
    assert landing_squares(browser) == 5
    # A screen reader hears what the keys do: the piece held and how to move it, where it goes, a turn.
    heard = lambda: browser.find_element(By.ID, "pento-announcer").get_attribute("textContent")
    assert heard().startswith("Holding I over row ") and "Enter puts it down" in heard(), heard()
    # Escape puts it back.
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    time.sleep(0.3)
    assert landing_squares(browser) == 0 and pento(browser)["placed"] == 0
    assert heard() == "I put back."
    active = browser.switch_to.active_element
    active.send_keys(Keys.ENTER, *([Keys.ARROW_UP] * 4), *([Keys.ARROW_LEFT] * 6))
    assert re.fullmatch(r"Over row \d+, column 1\.", heard()), heard()
    active.send_keys("r")
    time.sleep(0.3)
    assert landing_squares(browser) == 5
    assert heard() == "I turned, over row 1, column 1.", heard()
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    time.sleep(0.3)
    assert heard() == "I put down at row 1, column 1.", heard()
    rows = notation_rows(browser)
    assert [row[0] for row in rows[:5]] == ["I"] * 5 and rows[5][0] == "."
    assert browser.switch_to.active_element.get_attribute("data-piece") == "I"
    # The arrows go to the nearest piece that way as the pieces lie, on the board or in the tray.
    focused = lambda: browser.switch_to.active_element.get_attribute("data-piece")
    middle = lambda piece: browser.execute_script("""
        const box = document.querySelector(`.pento-piece[data-piece='${arguments[0]}']`).getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];""", piece)
    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert focused() != "I" and middle(focused())[0] > middle("I")[0]
    # The tray holds three pieces a row here (F I L / N P T / …, I's place now empty); at its edge a key stays put.
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='F']\").focus()")
    walked = []
    for key in (Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_LEFT):
        browser.switch_to.active_element.send_keys(key)
        walked.append(focused())
    assert walked == ["N", "P", "T", "T", "L", "F"], walked
    assert heard() == "No piece further right.", "the edge is said"   # the last word heard was T's edge
    # Delete takes a placed piece off.
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='I']\").focus()")
    browser.switch_to.active_element.send_keys(Keys.DELETE)
    time.sleep(0.3)
    assert pento(browser)["placed"] == 0
    assert heard() == "I taken off."
    # U, Y and H say what they did: the pieces undone or redone, the piece a hint put down and where.
    browser.switch_to.active_element.send_keys("u")
    time.sleep(0.3)
    assert heard() == "Undone: I." and pento(browser)["placed"] == 1
    browser.switch_to.active_element.send_keys("y")
    time.sleep(0.3)
    assert heard() == "Redone: I." and pento(browser)["placed"] == 0
    browser.switch_to.active_element.send_keys("h")
    time.sleep(0.3)
    assert re.fullmatch(r"Hint: X put down at row \d+, column \d+\.", heard()), heard()
    shot(browser, "pentomino-keyboard.png")


def test_the_layout_stands_a_long_board_up_only_when_its_squares_grow_by_much(browser):
    open_page(browser, "/pentomino")
    cases = [  # rows, columns, width, height, shown stood up just before
        (3, 20, 362, 560, False), (4, 15, 362, 560, False), (4, 15, 362, 420, False), (6, 10, 362, 560, False),
        (8, 8, 362, 560, False), (3, 20, 812, 330, False), (5, 12, 374, 420, False), (5, 12, 374, 420, True)]
    seen = browser.execute_async_script("""
        const [cases, done] = arguments;
        import('/js/pentomino/layout.js').then(({ layout }) => done(cases.map(([rows, columns, width, height, was]) => {
          const g = layout({ rows, columns }, width, height, was);
          return [g.upright, g.square, g.board.rows, g.board.columns];
        })));""", cases)
    upright = [case[:4] for case, (up, _, _, _) in zip(cases, seen) if up]
    assert upright == [(3, 20, 362, 560), (4, 15, 362, 560), (4, 15, 362, 420), (5, 12, 374, 420)], seen
    # Stood up, the board's rows are the rules' columns; 5x12 stays up (its squares 30 px lying, 32 standing)
    # but would not stand up from lying: a phone's toolbar coming and going never flips it back and forth.
    for (rows, columns, *_), (up, square, seen_rows, seen_columns) in zip(cases, seen):
        assert (seen_rows, seen_columns) == ((columns, rows) if up else (rows, columns))
    assert seen[0][1] > 362 / 20 and seen[6][1] < seen[7][1] < seen[6][1] * 1.15


def test_on_a_board_stood_up_the_arrow_keys_move_a_held_piece_across_the_screen():
    driver = make_driver(390, 844)
    try:
        open_pentomino(driver)
        Select(driver.find_element(By.ID, "pento-board-choice")).select_by_value("3x20")
        WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "pento-stage").get_attribute("data-upright") == "true")
        # I stands in the tray as it would on the board; held, it starts in the middle: seen rows 8-12, column 2.
        driver.execute_script("document.querySelector(\".pento-piece[data-piece='I']\").focus()")
        driver.switch_to.active_element.send_keys(Keys.ENTER, Keys.ARROW_RIGHT, Keys.ENTER)
        time.sleep(0.3)
        # Seen one column to the right is one row up in the rules: the top row, columns 8-12.
        assert notation_rows(driver)[0][7:12] == "IIIII" and pento(driver)["placed"] == 1
        # L, held and placed in the middle beside it, then Shift+F mirrors it top to bottom as seen, F left to right.
        driver.execute_script("document.querySelector(\".pento-piece[data-piece='L']\").focus()")
        driver.switch_to.active_element.send_keys(Keys.ENTER, Keys.ENTER)
        time.sleep(0.3)
        assert seen_rows(driver)[8:12] == ["LLI", ".LI", ".LI", ".LI"]
        ActionChains(driver).key_down(Keys.SHIFT).send_keys("f").key_up(Keys.SHIFT).perform()
        time.sleep(0.3)
        assert seen_rows(driver)[8:12] == [".LI", ".LI", ".LI", "LLI"]
        driver.switch_to.active_element.send_keys("f")
        time.sleep(0.3)
        assert seen_rows(driver)[8:12] == ["L.I", "L.I", "L.I", "LLI"]
    finally:
        driver.quit()


def test_a_held_piece_is_put_back_before_an_undo_and_a_tap_then_drag_moves_the_piece_turned(browser):
    open_pentomino(browser)
    drag_piece_to(browser, "L", 1, 2)
    placed = pento(browser)["notation"]
    # Holding the placed L with the keys, U undoes its placement: the held piece goes back first.
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='L']\").focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER, Keys.ARROW_RIGHT, "u")
    time.sleep(0.4)
    assert pento(browser)["placed"] == 0 and landing_squares(browser) == 0
    browser.switch_to.active_element.send_keys(Keys.ENTER)   # Enter no longer drops a piece held before the undo
    time.sleep(0.3)
    assert pento(browser)["placed"] == 0
    click_tool(browser, "redo")
    assert pento(browser)["notation"] == placed
    # A tap alone turns it where it lies.
    point = piece_point(browser, "L")
    mouse_drag(browser, (point["x"], point["y"]), (point["x"], point["y"]), steps=1)
    time.sleep(0.3)
    turned = pento(browser)["notation"]
    click_tool(browser, "undo")
    assert pento(browser)["notation"] == placed
    # A tap, then at once a drag of the same piece: it turns first, then moves turned.
    mouse_click(browser, point["x"], point["y"])
    target = cell_point(browser, 3, 6)
    mouse_drag(browser, (point["x"], point["y"]), target)
    time.sleep(0.4)
    assert pento(browser)["notation"] not in (placed, turned)
    click_tool(browser, "undo")
    assert pento(browser)["notation"] == turned, "the turn came before the move"
    click_tool(browser, "undo")
    assert pento(browser)["notation"] == placed
    assert severe_console_messages(browser) == []


def test_keys_turn_the_piece_a_pointer_holds_a_tap_acts_before_a_key_and_reset_and_resizing_keep_hold(browser):
    open_pentomino(browser)
    # R while the mouse drags the L (two rows lying in the tray) turns the L in hand: it lands four rows tall.
    drag_piece_to(browser, "L", 1, 2, during=lambda: (ActionChains(browser).send_keys("r").perform(), time.sleep(0.2)))
    rows = notation_rows(browser)
    assert sum("L" in row for row in rows) == 4, rows
    assert pento(browser)["placed"] == 1
    # A tap on the L and then at once F: the tap's turn comes first, as when the F waits.
    def tap_then_flip(pause):
        before = pento(browser)["notation"]
        point = piece_point(browser, "L")
        mouse_click(browser, point["x"], point["y"])
        time.sleep(pause)
        ActionChains(browser).send_keys("f").perform()
        time.sleep(0.4)
        after = pento(browser)["notation"]
        click_tool(browser, "undo", 2)
        assert pento(browser)["notation"] == before, "a turn and a flip, two steps"
        return after
    assert tap_then_flip(0) == tap_then_flip(0.5)
    # Resizing the window while a piece is dragged keeps it in hand, lifted, where the pointer is; it lands there.
    grab = piece_point(browser, "T")
    target = cell_point(browser, 3, 7)
    def resize():
        set_viewport(browser, 1100, 800)
        time.sleep(0.4)
        browser.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": target[0], "y": target[1], "buttons": 1})
        time.sleep(0.1)
        return landing_squares(browser), "lifted" in browser.find_element(By.CSS_SELECTOR, ".pento-piece[data-piece='T']").get_attribute("class")
    assert mouse_drag(browser, (grab["x"], grab["y"]), target, during=resize) == (5, True)
    assert pento(browser)["placed"] == 2 and "T" in pento(browser)["notation"]
    # Reset while a piece is held with the keys puts it back first: Enter then places nothing.
    browser.execute_script("document.querySelector(\".pento-piece[data-piece='X']\").focus()")
    browser.switch_to.active_element.send_keys(Keys.ENTER, Keys.ARROW_DOWN)
    time.sleep(0.2)
    assert landing_squares(browser) == 5
    click_tool(browser, "reset")
    assert pento(browser)["placed"] == 0 and landing_squares(browser) == 0
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    time.sleep(0.3)
    assert pento(browser)["placed"] == 0
    assert severe_console_messages(browser) == []


def test_the_pentomino_tab_works_offline_after_a_first_visit(browser):
    open_pentomino(browser)
    browser.set_script_timeout(10)
    browser.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0](true))")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return navigator.serviceWorker.controller !== null"))
    set_offline(browser, True)
    try:
        browser.get(URL + "/pentomino")
        WebDriverWait(browser, 15).until(lambda d: d.execute_script("return document.getElementById('pentomino').dataset.ready === 'true'"))
        assert count_line(browser)["text"] == "2,339 solutions"
        click_tool(browser, "hint")
        assert pento(browser)["placed"] == 1
        assert int(count_line(browser, "possible")["count"]) > 0
    finally:
        set_offline(browser, False)


@pytest.mark.parametrize("width,height,name", [(1280, 800, "pentomino-desktop.png"), (390, 844, "pentomino-portrait.png"),
                                               (844, 390, "pentomino-landscape.png"), (360, 640, "pentomino-small-phone.png")])
def test_the_pentomino_board_and_tray_fit_the_screen_without_overlapping(width, height, name):
    driver = make_driver(width, height)
    try:
        open_pentomino(driver)
        click_tool(driver, "hint", 3)
        boxes = driver.execute_script("""
            const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
            return { board: box(document.querySelector('.pento-board')), width: innerWidth,
                     tray: [...document.querySelectorAll('.pento-piece:not(.placed)')].map(box),
                     nav: document.querySelector('nav.tabs').scrollWidth <= document.querySelector('nav.tabs').clientWidth + 1 };""")
        overlap = lambda a, b: a["left"] < b["right"] - 1 and b["left"] < a["right"] - 1 and a["top"] < b["bottom"] - 1 and b["top"] < a["bottom"] - 1
        assert len(boxes["tray"]) == 9
        for index, piece in enumerate(boxes["tray"]):
            assert not overlap(piece, boxes["board"])
            assert piece["left"] >= 0 and piece["right"] <= boxes["width"]
            assert not any(overlap(piece, other) for other in boxes["tray"][index + 1:])
        assert boxes["board"]["left"] >= 0 and boxes["board"]["right"] <= boxes["width"]
        assert boxes["nav"], "the tabs fit the header"
        shot(driver, name)
    finally:
        driver.quit()
