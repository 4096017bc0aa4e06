"""Browser tests: Tessera's page in headless Chromium, against a server the Swift test started.

Run by Tests/TesseraServerTests/BrowserTests.swift with TESSERA_URL set to the server's address
and TESSERA_ARTIFACTS to a folder for screenshots.
"""
import json
import os
import time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
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
    os.makedirs(ARTIFACTS, exist_ok=True)
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
    assert any(name.endswith("/tessera.wasm") for name in fetched)
    assert len(browser.find_elements(By.CSS_SELECTOR, "#tiles .tile")) == 2
    assert browser.find_element(By.ID, "score").text == "0"


def test_keyboard_moves_change_the_board(browser):
    open_page(browser)
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    assert press_until_change(browser, ["a", "d", "w", "s", "h", "l", "k", "j"])
    assert len(browser.find_elements(By.CSS_SELECTOR, "#tiles .tile:not(.leaving)")) >= 3


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
    press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
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


def test_deterministic_triples_opens_with_the_course_board(browser):
    open_page(browser)
    browser.find_element(By.CSS_SELECTOR, "input[name='mode'][value='deterministic']").click()
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("triples")
    settle(browser)
    assert notation(browser) == "1,0,0,1/0,2,0,2/0,0,0,0/0,0,0,0"
    assert browser.find_element(By.ID, "score").text == "6"


def test_a_reload_restores_the_game(browser):
    open_page(browser)
    press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    board, score = notation(browser), browser.find_element(By.ID, "score").text
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert notation(browser) == board
    assert browser.find_element(By.ID, "score").text == score


def test_a_corrupt_saved_game_is_reported_and_replaced(browser):
    open_page(browser)
    browser.execute_script("localStorage.setItem('tessera.save', JSON.stringify({save: 'tessera-save;v=1;garbage'}))")
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert "could not be resumed" in browser.find_element(By.ID, "announcer").get_attribute("textContent")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#tiles .tile")) == 2


def test_a_share_link_starts_the_same_game(browser):
    open_page(browser, "/?game=2048&size=5&spawn=twos-only&seed=42")
    first = notation(browser)
    assert len(first.split("/")) == 5
    assert Select(browser.find_element(By.ID, "size-choice")).first_selected_option.get_attribute("value") == "5"
    open_page(browser, "/?game=2048&size=5&spawn=twos-only&seed=42")
    assert notation(browser) == first
    open_page(browser, "/?game=2048&size=99&seed=1")
    assert "cannot be started" in browser.find_element(By.ID, "announcer").get_attribute("textContent")
    assert len(notation(browser).split("/")) == 4


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
    time.sleep(0.5)   # let the overlay finish fading in before the screenshot
    shot(browser, "game-over.png")
    WebDriverWait(browser, 5).until(lambda d: d.current_url.endswith("/scores"))
    rows = browser.find_elements(By.CSS_SELECTOR, "#scores-body tr")
    assert len(rows) >= 1
    assert "highlight" in rows[0].get_attribute("class")
    shot(browser, "high-scores.png")


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
    shot(browser, "about.png")
    browser.back()
    assert not browser.find_element(By.ID, "play").get_attribute("hidden")
    assert severe_console_messages(browser) == []


WINNABLE_SAVE = ("tessera-save;v=1;game=2048;size=4;spawn=twos-and-fours;seed=1;generator=x:1,2,3,4;next-id=3;"
                 "score=20000;moves=900;won=0;kept-going=0;board=1024@1,1024@2,0,0/0,0,0,0/0,0,0,0/0,0,0,0")


def test_reaching_2048_wins_and_the_player_can_keep_going(browser):
    open_page(browser)
    browser.execute_script("localStorage.setItem('tessera.save', JSON.stringify({save: arguments[0]}))", WINNABLE_SAVE)
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "overlay").is_displayed())
    assert browser.find_element(By.ID, "overlay-title").text == "You win!"
    assert browser.find_element(By.ID, "score").text == "22048"
    shot(browser, "win.png")
    browser.find_element(By.ID, "keep-going").click()
    assert not browser.find_element(By.ID, "overlay").is_displayed()
    assert press_until_change(browser, [Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_LEFT, Keys.ARROW_UP])
    assert not browser.find_element(By.ID, "overlay").is_displayed()


def test_the_page_works_offline_after_the_first_visit(browser):
    open_page(browser)
    browser.set_script_timeout(10)
    browser.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0](true))")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return navigator.serviceWorker.controller !== null"))
    board = notation(browser)
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        browser.get(URL + "/about")
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
        assert notation(browser) == board
        assert not browser.find_element(By.ID, "about").get_attribute("hidden")
    finally:
        browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                                {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
