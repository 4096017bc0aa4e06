"""Browser tests of the Sketch tab, on the server: joining from the tab, saving, saving over, opening and
deleting; share links read-only to another browser, Make a copy and Stop sharing; garbled and refused links."""
import time
import unicodedata

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_page import URL, browser, make_driver, severe_console_messages, shot, unique  # noqa: F401 (pytest fixtures)
from sketch_helpers import open_sketch, pad, strokes, ink, mouse_stroke, mouse_dot, click, rename, wait_strokes, dialog, answer, save_joining, listed, shared_view


def test_saving_joins_from_the_tab_then_saves_over_and_opens_the_drawing(browser):
    open_sketch(browser)
    name = unique("Harbour")
    rename(browser, name)
    mouse_stroke(browser, (0.2, 0.3), (0.7, 0.3))
    mouse_dot(browser, 0.4, 0.6)
    wait_strokes(browser, 2)
    save_joining(browser, unique("Painter"))
    assert "Saved" in browser.find_element(By.ID, "sketch-message").text
    mouse_stroke(browser, (0.2, 0.8), (0.7, 0.8))
    WebDriverWait(browser, 5).until(lambda d: pad(d)["saved"] == "false")
    click(browser, "sketch-save")   # the player is known now: saved over the earlier save
    WebDriverWait(browser, 10).until(lambda d: pad(d)["saved"] == "true")
    browser.refresh()
    open_sketch(browser)
    assert pad(browser)["saved"] == "true" and strokes(browser) == 3
    click(browser, "sketch-new")
    wait_strokes(browser, 0)
    drawings = listed(browser)
    assert [(row[0], row[1].split(" · ")[0]) for row in drawings] == [(name, "3 strokes")]
    answer(browser, f"open {drawings[0][2]}")
    wait_strokes(browser, 3)
    assert pad(browser)["name"] == name and ink(browser, 0.45, 0.3) and ink(browser, 0.4, 0.6) and ink(browser, 0.45, 0.8)
    # Deleting takes two clicks; the drawing on the pad stays, no longer saved.
    listed(browser)
    delete = dialog(browser).find_element(By.CSS_SELECTOR, f"button[value='delete {drawings[0][2]}']")
    assert delete.accessible_name == f"Delete “{name}”", "a screen reader hears which drawing a button acts on"
    answer(browser, f"delete {drawings[0][2]}")
    answer(browser, f"really {drawings[0][2]}")
    WebDriverWait(browser, 10).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "#sketch-dialog .sketch-drawings li"))
    # The focus, on the row gone, goes on to Close: it stays in the dialog.
    assert browser.switch_to.active_element.get_attribute("value") == ""
    answer(browser, "")
    assert pad(browser)["saved"] == "false" and strokes(browser) == 3
    # The message no longer says it was opened from the server: it says the saved copy is gone.
    message = browser.find_element(By.ID, "sketch-message").text
    assert f"“{name}” was deleted from your drawings" in message and "Opened" not in message, message


def draw_and_save(driver, name, player, stroke):
    """Opens the pad, names the drawing, draws one stroke from `stroke[0]` to `stroke[1]` and saves it, joining as `player`."""
    open_sketch(driver)
    rename(driver, name)
    mouse_stroke(driver, *stroke)
    wait_strokes(driver, 1)
    save_joining(driver, player)


def test_undoing_back_to_what_was_saved_shows_it_saved_and_a_new_stroke_after_an_undo_does_not(browser):
    name = unique("Estuary")
    draw_and_save(browser, name, unique("Undoer"), ((0.2, 0.3), (0.7, 0.3)))
    count = lambda d: d.find_element(By.ID, "sketch-count").text
    assert count(browser) == "1 stroke · saved"
    mouse_stroke(browser, (0.2, 0.6), (0.7, 0.6))
    wait_strokes(browser, 2)
    assert pad(browser)["saved"] == "false" and count(browser) == "2 strokes · kept in this browser"
    click(browser, "sketch-undo")   # back to the strokes the server has
    wait_strokes(browser, 1)
    assert pad(browser)["saved"] == "true" and count(browser) == "1 stroke · saved"
    click(browser, "sketch-redo")
    wait_strokes(browser, 2)
    assert pad(browser)["saved"] == "false"
    # Undo past the save and draw anew: the same number of strokes as saved, but not the saved ones.
    click(browser, "sketch-undo")
    click(browser, "sketch-undo")
    wait_strokes(browser, 0)
    assert pad(browser)["saved"] == "false"
    mouse_stroke(browser, (0.2, 0.8), (0.7, 0.8))
    wait_strokes(browser, 1)
    assert pad(browser)["saved"] == "false" and count(browser) == "1 stroke · kept in this browser"
    click(browser, "sketch-undo")
    wait_strokes(browser, 0)
    click(browser, "sketch-redo")
    wait_strokes(browser, 1)
    assert pad(browser)["saved"] == "false" and pad(browser)["canRedo"] == "false", "redone: the new stroke, not the saved one"
    # A name is part of what is saved: renamed, then named back as saved, with the saved strokes.
    click(browser, "sketch-save")
    WebDriverWait(browser, 10).until(lambda d: pad(d)["saved"] == "true")
    rename(browser, unique("Delta"))
    assert pad(browser)["saved"] == "false"
    rename(browser, name)
    assert pad(browser)["saved"] == "true" and count(browser) == "1 stroke · saved"


def slow_saves(driver, ms):
    """Makes the page's saves of drawings (POST and PUT) wait `ms` before they go, as over a slow link."""
    driver.execute_script("""
        const wait = arguments[0];
        const reach = window.fetch.bind(window);
        window.fetch = (path, options = {}) => String(path).startsWith('/api/drawings') && ['POST', 'PUT'].includes(options.method)
          ? new Promise((resolve) => setTimeout(resolve, wait)).then(() => reach(path, options))
          : reach(path, options);""", ms)


def test_a_change_made_while_a_save_is_on_its_way_stays_unsaved_and_a_new_drawing_keeps_its_own_place(browser):
    open_sketch(browser)
    rename(browser, unique("Tide"))
    mouse_stroke(browser, (0.2, 0.3), (0.7, 0.3))
    wait_strokes(browser, 1)
    save_joining(browser, unique("Courier"))
    slow_saves(browser, 1500)
    mouse_stroke(browser, (0.2, 0.5), (0.7, 0.5))
    wait_strokes(browser, 2)
    click(browser, "sketch-save")
    mouse_stroke(browser, (0.2, 0.7), (0.7, 0.7))   # drawn while the save is on its way
    wait_strokes(browser, 3)
    WebDriverWait(browser, 10).until(lambda d: "Saved" in d.find_element(By.ID, "sketch-message").text)
    assert pad(browser)["saved"] == "false", "the third stroke is not on the server"
    # A new drawing started while a save is on its way is not taken for the drawing saved.
    click(browser, "sketch-save")
    click(browser, "sketch-new")
    answer(browser, "yes")
    wait_strokes(browser, 0)
    WebDriverWait(browser, 10).until(lambda d: "Saved" in d.find_element(By.ID, "sketch-message").text)
    assert pad(browser)["saved"] == "false"
    mouse_dot(browser, 0.5, 0.5)
    wait_strokes(browser, 1)
    click(browser, "sketch-save")
    click(browser, "sketch-save")   # pressed twice while the first is on its way: saved over, not a copy
    WebDriverWait(browser, 10).until(lambda d: pad(d)["saved"] == "true")
    time.sleep(2)
    details = sorted(row[1].split(" · ")[0] for row in listed(browser))
    assert details == ["1 stroke", "3 strokes"], "the new drawing was saved once, apart; the first one kept whole"
    answer(browser, "")


def test_a_share_link_shows_the_drawing_read_only_to_anyone_until_sharing_stops(browser):
    name = unique("Lighthouse")
    draw_and_save(browser, name, unique("Sharer"), ((0.1, 0.5), (0.9, 0.5)))
    click(browser, "sketch-share")
    link = WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "sketch-link").get_attribute("value"))
    assert link.startswith(URL + "/s/")
    visitor = make_driver(390, 844)
    try:
        visitor.get(link)
        WebDriverWait(visitor, 15).until(lambda d: d.execute_script(
            "return document.querySelector('#sketch .sketch-shared')?.dataset.state === 'shown'"))
        assert visitor.find_element(By.ID, "sketch-shared-name").text == name
        assert not visitor.find_element(By.CSS_SELECTOR, "#sketch .sketch-pad").is_displayed()
        assert not visitor.find_elements(By.CSS_SELECTOR, "#sketch .sketch-shared .sketch-tools")
        time.sleep(0.2)
        assert ink(visitor, 0.5, 0.5, "#sketch .sketch-shared .sketch-committed")
        shot(visitor, "sketch-shared-phone.png")
        # Make a copy: the drawing comes to the visitor's pad, theirs to change, not saved anywhere yet.
        visitor.find_element(By.ID, "sketch-copy").click()
        WebDriverWait(visitor, 10).until(lambda d: d.current_url == URL + "/sketch")
        WebDriverWait(visitor, 5).until(lambda d: pad(d).get("strokes") == 1)
        assert pad(visitor)["name"] == name and pad(visitor)["saved"] == "false"
        assert ink(visitor, 0.5, 0.5)
        # The owner stops sharing: the link no longer shows the drawing.
        answer(browser, "stop")
        WebDriverWait(browser, 10).until(lambda d: "no longer works" in d.find_element(By.ID, "sketch-message").text)
        visitor.get(link)
        WebDriverWait(visitor, 15).until(lambda d: d.execute_script(
            "return document.querySelector('#sketch .sketch-shared')?.dataset.state === 'missing'"))
        assert "does not show a drawing" in visitor.find_element(By.ID, "sketch-shared-message").text
    finally:
        visitor.quit()


def test_a_garbled_share_link_says_so_instead_of_a_blank_view(browser):
    assert shared_view(browser, "/s/%E0%A4%A") == "missing"
    message = browser.find_element(By.ID, "sketch-shared-message")
    assert "garbled" in message.text and "problem" in message.get_attribute("class")
    assert not browser.find_element(By.CSS_SELECTOR, "#sketch .sketch-shared .sketch-paper").is_displayed()
    assert browser.find_element(By.ID, "sketch-copy").get_attribute("disabled")
    # No empty paper and no buttons with nothing to act on: the reason, and a way to the player's own pad.
    assert not browser.find_element(By.ID, "sketch-copy").is_displayed()
    home = browser.find_element(By.ID, "sketch-shared-home")
    assert home.is_displayed() and home.get_attribute("pathname") == "/sketch"
    shot(browser, "sketch-shared-missing.png")
    home.click()
    WebDriverWait(browser, 10).until(lambda d: d.current_url == URL + "/sketch" and d.execute_script(
        "return document.querySelector('#sketch .sketch-pad')?.checkVisibility() === true"))
    assert severe_console_messages(browser) == []


def test_a_shared_drawing_the_model_refuses_is_reported(browser):
    # The server checks every drawing with the same model, so it never answers one the model refuses; a
    # later server's drawing (version 2) reaching this page stands in for it: fetch answers it for /api/shared/.
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        const fetched = window.fetch;
        window.fetch = (path, ...rest) => String(path).startsWith('/api/shared/')
          ? Promise.resolve(new Response(JSON.stringify({ version: 2, name: 'Later', width: 800, height: 600,
              background: '#ffffff', strokes: [] }), { headers: { 'Content-Type': 'application/json' } }))
          : fetched(path, ...rest);"""})
    assert shared_view(browser, "/s/from-a-later-server") == "missing"
    message = browser.find_element(By.ID, "sketch-shared-message").text
    assert message.startswith("This drawing cannot be shown:") and "version" in message, message
    assert browser.find_element(By.ID, "sketch-copy").get_attribute("disabled")
    assert severe_console_messages(browser) == []


def test_joining_from_the_tab_takes_a_name_as_the_server_counts_it(browser):
    open_sketch(browser)
    click(browser, "sketch-save")
    field = dialog(browser).find_element(By.CSS_SELECTOR, "input[name='name']")
    assert field.get_attribute("maxlength") is None, "the server counts a name's characters, not the field"
    assert field.accessible_name == "Your name", "a screen reader names the field, not only its placeholder"
    field.send_keys("A" * 25)
    answer(browser, "join")
    WebDriverWait(browser, 10).until(lambda d: "at most 24 characters" in dialog(d).text)
    # 24 characters, 38 UTF-16 units (letters beyond the BMP, accents combined): what a maxlength of 24 would cut.
    # ChromeDriver types BMP characters only, so the name is put in the field as a paste would.
    name = unique("Zoë") + "\U0001d4d0e\u0301" * 7
    browser.execute_script("arguments[0].value = arguments[1]", field, name)
    answer(browser, "join")
    WebDriverWait(browser, 10).until(lambda d: pad(d)["saved"] == "true")
    # The server keeps names composed (NFC): each e and its accent become one é.
    kept = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.player')).name")
    assert kept == unicodedata.normalize("NFC", name)


def test_enter_in_a_dialogs_field_takes_its_main_action_never_cancel_or_stop_sharing(browser):
    open_sketch(browser)
    mouse_stroke(browser, (0.2, 0.4), (0.8, 0.4))
    wait_strokes(browser, 1)
    # Enter in the name field joins (the first button is Cancel), and the save goes on.
    click(browser, "sketch-save")
    dialog(browser).find_element(By.CSS_SELECTOR, "input[name='name']").send_keys(unique("Entered") + Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda d: pad(d)["saved"] == "true")
    # Enter in the share link's field copies it (the first button is Stop sharing): the dialog stays, the link works.
    click(browser, "sketch-share")
    field = WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "sketch-link"))
    field.send_keys(Keys.ENTER)
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "#sketch-dialog .sketch-dialog-message").text)
    assert dialog(browser).find_element(By.CSS_SELECTOR, ".sketch-dialog-message").text in ("Copied.", "Copy the selected link.")
    assert "no longer works" not in browser.find_element(By.ID, "sketch-message").text
    answer(browser, "")
