"""Browser tests of Hint and Autoplay on the Play tab: the AI (wasm/ai.wasm in a Web Worker) loads only when
first asked for, its hint shows as an arrow on the board, Autoplay plays its moves until the player takes over
or the game ends, and neither is offered in a ranked game until the game has been sent."""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from test_page import (WINNABLE_SAVE, browser, go_to, join, make_driver, notation, open_page, press_until_change,  # noqa: F401
                       play_until_over, reduced_motion, set_offline, settle, shot, start_ranked_game, text_of,
                       unique, wait_for_text)

# Left (or right) makes 2048 and fills the board with no move left, whatever spawns.
WINNING_LAST_MOVE = ("tessera-save;v=1;game=2048;size=4;spawn=twos-and-fours;seed=1;generator=x:1,2,3,4;next-id=17;"
                     "score=18000;moves=900;won=0;kept-going=0;board=1024@1,1024@2,8@3,16@4/8@5,16@6,32@7,64@8/"
                     "32@9,64@10,128@11,256@12/64@13,128@14,256@15,512@16")
KEYS = {"left": Keys.ARROW_LEFT, "right": Keys.ARROW_RIGHT, "up": Keys.ARROW_UP, "down": Keys.ARROW_DOWN}


def wait_for_assist(driver):
    """Waits until Hint and Autoplay are on the page (they load once it is idle)."""
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.querySelector('.assist')?.isConnected === true"))


def open_with_assist(driver):
    """Opens the page with motion reduced and waits for Hint and Autoplay."""
    reduced_motion(driver)
    open_page(driver)
    wait_for_assist(driver)


def count_workers(driver):
    """Makes the pages the driver opens next note the address of every Web Worker they start."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.startedWorkers = [];
        const Original = window.Worker;
        window.Worker = class extends Original {
          constructor(url, options) { super(url, options); window.startedWorkers.push(String(url)); }
        };"""})


def fetched_ai(driver):
    """Whether the page has started the AI's worker, which loads wasm/ai.wasm as it starts."""
    return driver.execute_script("return window.startedWorkers.some((url) => url.endsWith('/ai-worker.js'))")


def arrow_direction(driver):
    """The direction the hint arrow on the board shows, or None while it is hidden."""
    return driver.execute_script(
        "const a = document.querySelector('.hint-arrow'); return a && !a.hidden ? a.dataset.direction : null")


def autoplaying(driver):
    """Whether Autoplay plays: its button then reads Stop."""
    return driver.find_element(By.ID, "autoplay").text.endswith("Stop")


def offered(driver, button):
    """Whether a button of the group is on (off buttons are aria-disabled, so one with the focus keeps it)."""
    return driver.find_element(By.ID, button).get_attribute("aria-disabled") != "true"


def choose_speed(driver, index):
    driver.execute_script("""
        const speed = document.getElementById('autoplay-speed');
        speed.value = String(arguments[0]);
        speed.dispatchEvent(new Event('input'));""", index)


def autoplay_to_the_end(driver):
    """Lets Autoplay play the game at its fastest until it ends, and checks the page says so."""
    choose_speed(driver, 3)
    driver.find_element(By.ID, "autoplay").click()
    WebDriverWait(driver, 90).until(lambda d: "played to the end" in text_of(d, "play"))
    assert text_of(driver, "overlay-title") == "Game over"
    assert f"Autoplay played to the end: {text_of(driver, 'score')} points." in text_of(driver, "play")
    assert not autoplaying(driver)


def test_a_hint_shows_the_ai_move_as_an_arrow_and_the_ai_loads_only_when_asked():
    driver = make_driver(390, 844)
    try:
        count_workers(driver)
        open_page(driver)
        wait_for_assist(driver)
        assert not fetched_ai(driver), "the AI loads when a player first asks for it, not with the page"
        driver.find_element(By.ID, "hint").click()
        WebDriverWait(driver, 15).until(lambda d: arrow_direction(d) is not None)
        direction = arrow_direction(driver)
        assert fetched_ai(driver)
        assert text_of(driver, "play").find(f"Hint: slide {direction}") >= 0
        assert "hinted" in driver.find_element(By.CSS_SELECTOR, f".arrows [data-move='{direction}']").get_attribute("class")
        shot(driver, "assist-hint-phone.png")
        # The hinted move is one that changes the board; once played, the hint goes.
        before = notation(driver)
        driver.find_element(By.TAG_NAME, "body").send_keys(KEYS[direction])
        settle(driver)
        assert notation(driver) != before
        assert arrow_direction(driver) is None
        assert driver.find_elements(By.CSS_SELECTOR, ".arrows .hinted") == []
        # The ? key asks again.
        driver.find_element(By.TAG_NAME, "body").send_keys("?")
        WebDriverWait(driver, 15).until(lambda d: arrow_direction(d) is not None)
        assert [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"] == []
    finally:
        driver.quit()


def test_on_a_phone_on_its_side_every_play_button_shows_without_scrolling():
    for width, height in ((844, 390), (740, 360)):
        driver = make_driver(width, height)
        try:
            open_page(driver)
            wait_for_assist(driver)
            placed = driver.execute_script("""
                const ids = ['board', 'new-game', 'daily', 'hint', 'autoplay', 'autoplay-speed'];
                const outside = ids.filter((id) => {
                  const box = document.getElementById(id).getBoundingClientRect();
                  return box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth;
                });
                return { outside, wide: document.documentElement.scrollWidth > innerWidth };""")
            assert placed["outside"] == [] and not placed["wide"], (width, height, placed)
            shot(driver, f"play-landscape-{width}x{height}.png")
        finally:
            driver.quit()


def test_a_hint_on_a_board_other_than_4x4_says_it_comes_from_the_shallower_search(browser):
    open_with_assist(browser)
    Select(browser.find_element(By.ID, "size-choice")).select_by_value("5")
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 5).until(lambda d: len(notation(d).split("/")) == 5)
    browser.find_element(By.ID, "hint").click()
    WebDriverWait(browser, 15).until(lambda d: arrow_direction(d) is not None)
    assert "(a shallower search: the AI looks deepest on 4×4 boards of smaller tiles)" in text_of(browser, "play")


def test_autoplay_plays_the_ai_moves_until_a_move_of_yours_takes_over_and_its_speed_is_kept(browser):
    open_with_assist(browser)
    choose_speed(browser, 3)
    assert text_of(browser, "play").find("Fastest") >= 0
    assert browser.find_element(By.ID, "autoplay-speed").get_attribute("aria-valuetext") == "Fastest"
    browser.find_element(By.TAG_NAME, "body").send_keys("p")
    WebDriverWait(browser, 15).until(lambda d: int(text_of(d, "score")) >= 40)
    assert autoplaying(browser)
    assert browser.find_element(By.ID, "autoplay").text == "■ Stop"
    assert not offered(browser, "hint"), "no hints while the AI plays"
    assert "Score" not in text_of(browser, "announcer"), "a screen reader hears Autoplay's line, not every score"
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)   # the player's move, played or not
    WebDriverWait(browser, 5).until(lambda d: not autoplaying(d))
    settle(browser)
    still = notation(browser)
    time.sleep(1)
    assert notation(browser) == still, "the AI stopped playing once the player moved"
    assert "Autoplay stopped" in text_of(browser, "play")
    # The Autoplay button starts it again, and Stop stops it.
    browser.find_element(By.ID, "autoplay").click()
    WebDriverWait(browser, 10).until(lambda d: notation(d) != still)
    browser.find_element(By.ID, "autoplay").click()
    assert not autoplaying(browser)
    # The speed chosen is kept for the next visit; Autoplay is not.
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    wait_for_assist(browser)
    assert browser.find_element(By.ID, "autoplay-speed").get_attribute("value") == "3"
    assert text_of(browser, "play").find("Fastest") >= 0
    assert not autoplaying(browser)


def test_autoplay_plays_on_through_keys_the_game_does_not_take_and_escape_stops_it(browser):
    open_with_assist(browser)
    choose_speed(browser, 3)
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys("p")
    WebDriverWait(browser, 15).until(lambda d: int(text_of(d, "score")) >= 20)
    body.send_keys("x")
    body.send_keys(Keys.PAGE_DOWN)
    body.send_keys("b")   # the board said aloud: what a screen reader's player asks while the AI plays
    before = notation(browser)
    WebDriverWait(browser, 10).until(lambda d: notation(d) != before)
    assert autoplaying(browser), "a key that neither moves nor starts a game leaves the AI playing"
    body.send_keys(Keys.ESCAPE)
    WebDriverWait(browser, 5).until(lambda d: not autoplaying(d))
    assert "Autoplay stopped" in text_of(browser, "play")


def open_on_a_small_deterministic_game(driver):
    """Opens the page (as open_with_assist) and starts a Deterministic 3×3 game of 2048, which ends soon."""
    open_with_assist(driver)
    Select(driver.find_element(By.ID, "size-choice")).select_by_value("3")
    driver.find_element(By.CSS_SELECTOR, "input[name='mode'][value='deterministic']").click()
    driver.find_element(By.ID, "new-game").click()
    WebDriverWait(driver, 5).until(lambda d: "3×3" in text_of(d, "game-label"))


def test_autoplay_plays_a_game_to_its_end_and_says_so(browser):
    open_on_a_small_deterministic_game(browser)
    autoplay_to_the_end(browser)
    assert not offered(browser, "autoplay"), "nothing to play in a finished game"


def test_triples_gets_a_hint_that_moves_and_autoplays_to_its_end(browser):
    open_with_assist(browser)
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("triples")
    WebDriverWait(browser, 5).until(lambda d: "triples" in d.find_element(By.ID, "board").get_attribute("class"))
    browser.find_element(By.ID, "hint").click()
    WebDriverWait(browser, 15).until(lambda d: arrow_direction(d) is not None)
    direction = arrow_direction(browser)
    assert f"Hint: slide {direction}" in text_of(browser, "play")
    shot(browser, "assist-hint-triples.png")
    before = notation(browser)
    browser.find_element(By.TAG_NAME, "body").send_keys(KEYS[direction])
    settle(browser)
    assert notation(browser) != before, "the hinted move changes the board"
    assert arrow_direction(browser) is None
    autoplay_to_the_end(browser)


def local_rows(driver):
    """This browser's High Scores rows: (score, tag or None, highlighted), best first."""
    return driver.execute_script("""
        return [...document.querySelectorAll('#scores-body tr')].map((row) => [
          Number(row.children[1].textContent), row.querySelector('.tag')?.textContent ?? null,
          row.classList.contains('highlight')]);""")


def test_high_scores_tag_the_games_the_ai_helped_with_and_a_reload_keeps_what_it_did(browser):
    open_on_a_small_deterministic_game(browser)
    # A hint shown marks the game, whatever the player does next; a reload keeps the mark.
    browser.find_element(By.ID, "hint").click()
    WebDriverWait(browser, 15).until(lambda d: arrow_direction(d) is not None)
    body = browser.find_element(By.TAG_NAME, "body")
    for key in [KEYS[arrow_direction(browser)]] + [Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_UP] * 5:
        if int(text_of(browser, "score")) > 0:
            break
        body.send_keys(key)
        settle(browser)
    hinted = int(text_of(browser, "score"))
    assert hinted > 0
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    wait_for_assist(browser)
    # Left for a new game, it goes on the list tagged Hints; the new game, played by Autoplay, is tagged AI.
    browser.find_element(By.ID, "new-game").click()
    autoplay_to_the_end(browser)
    WebDriverWait(browser, 5).until(lambda d: d.current_url.endswith("/scores"))
    rows = local_rows(browser)
    assert [score for score, tag, _ in rows if tag == "Hints"] == [hinted], rows
    assert [tag for _, tag, highlighted in rows if highlighted] == ["AI"], rows
    assert "tagged Hints or AI" in text_of(browser, "scores")
    shot(browser, "high-scores-ai-tags.png")
    # A game played alone is listed untagged.
    go_to(browser, "play")
    browser.find_element(By.ID, "new-game").click()
    play_until_over(browser)
    WebDriverWait(browser, 5).until(lambda d: d.current_url.endswith("/scores"))
    assert [tag for _, tag, highlighted in local_rows(browser) if highlighted] == [None], local_rows(browser)


def open_one_move_from_a_win(driver, save=WINNABLE_SAVE):
    """Opens the page, motion reduced, on a saved game whose next move (left) makes 2048; waits for Hint and Autoplay."""
    reduced_motion(driver)
    open_page(driver)
    driver.execute_script("localStorage.setItem('tessera.save', JSON.stringify({save: arguments[0]}))", save)
    driver.refresh()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    wait_for_assist(driver)


def press_keep_going(driver):
    """Presses Keep going once the win's overlay shows it."""
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "keep-going").is_displayed())
    driver.find_element(By.ID, "keep-going").click()


def test_a_win_of_the_players_own_says_hint_and_autoplay_wait_for_keep_going(browser):
    open_one_move_from_a_win(browser)
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    WebDriverWait(browser, 5).until(lambda d: "wait for Keep going" in text_of(d, "play"))
    WebDriverWait(browser, 5).until(lambda d: text_of(d, "overlay-title") == "You win!")
    assert not offered(browser, "hint") and not offered(browser, "autoplay")
    # Resumed at its win, the game says so at once.
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    wait_for_assist(browser)
    WebDriverWait(browser, 5).until(lambda d: "wait for Keep going" in text_of(d, "play"))
    press_keep_going(browser)
    WebDriverWait(browser, 5).until(lambda d: "wait for Keep going" not in text_of(d, "play"))
    assert offered(browser, "hint") and offered(browser, "autoplay")


def test_a_win_that_ends_the_game_offers_no_keep_going_and_says_none(browser):
    open_one_move_from_a_win(browser, WINNING_LAST_MOVE)
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    WebDriverWait(browser, 5).until(lambda d: text_of(d, "overlay-title") == "Game over")
    settle(browser)
    assert "wait for Keep going" not in text_of(browser, "play")
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    wait_for_assist(browser)
    settle(browser)
    assert "wait for Keep going" not in text_of(browser, "play")


def test_autoplay_pauses_at_a_win_and_keep_going_clears_its_note(browser):
    open_one_move_from_a_win(browser)
    choose_speed(browser, 3)
    browser.find_element(By.ID, "autoplay").click()
    WebDriverWait(browser, 15).until(lambda d: "paused for the win" in text_of(d, "play"))
    assert text_of(browser, "overlay-title") == "You win!"
    assert "press Keep going, then Autoplay to play on" in text_of(browser, "play")
    assert not autoplaying(browser)
    # No hint, and no Autoplay to press, while the win shows: no move plays until Keep going.
    assert not offered(browser, "hint") and not offered(browser, "autoplay")
    browser.find_element(By.ID, "autoplay").click()
    assert not autoplaying(browser)
    browser.find_element(By.TAG_NAME, "body").send_keys("?")
    time.sleep(1)
    assert arrow_direction(browser) is None
    press_keep_going(browser)
    WebDriverWait(browser, 5).until(lambda d: "paused for the win" not in text_of(d, "play"))
    assert offered(browser, "hint") and offered(browser, "autoplay")
    won = notation(browser)
    browser.find_element(By.ID, "autoplay").click()
    WebDriverWait(browser, 10).until(lambda d: notation(d) != won)
    assert autoplaying(browser)


def test_autoplay_makes_no_move_once_the_play_tab_is_left(browser):
    open_with_assist(browser)
    choose_speed(browser, 0)
    before = notation(browser)
    # Autoplay starts, and the player opens About while the AI loads and weighs its first move.
    browser.execute_script(
        "document.getElementById('autoplay').click(); document.querySelector(\".tabs a[data-tab='about']\").click()")
    # Autoplay ends once the AI's first answer finds the tab hidden (the body's class says so while Play is hidden).
    WebDriverWait(browser, 30).until(
        lambda d: not d.execute_script("return document.body.classList.contains('autoplaying')"))
    go_to(browser, "play")
    assert notation(browser) == before, "no move was played on the hidden tab"
    assert not autoplaying(browser)


def test_p_plays_and_stops_from_the_speed_slider_whose_arrows_set_the_speed(browser):
    open_with_assist(browser)
    choose_speed(browser, 1)
    speed = browser.find_element(By.ID, "autoplay-speed")
    browser.execute_script("arguments[0].focus()", speed)
    speed.send_keys("p")
    WebDriverWait(browser, 5).until(autoplaying)
    speed.send_keys(Keys.ARROW_RIGHT)
    assert speed.get_attribute("value") == "2"
    assert autoplaying(browser), "setting the speed is not a move of the player's"
    assert "8 moves/s" in text_of(browser, "play")
    # A held P repeats its keydown: the repeats leave Autoplay as the first press set it.
    browser.execute_script(
        "arguments[0].dispatchEvent(new KeyboardEvent('keydown', {key: 'p', repeat: true, bubbles: true}))", speed)
    assert autoplaying(browser)
    speed.send_keys("p")
    WebDriverWait(browser, 5).until(lambda d: not autoplaying(d))
    assert browser.execute_script("return document.activeElement.id") == "autoplay-speed"


def test_a_ranked_game_offers_no_hint_or_autoplay_until_it_is_sent(browser):
    reduced_motion(browser)
    count_workers(browser)
    join(browser, unique("Hedda"))
    start_ranked_game(browser)
    wait_for_assist(browser)
    assert not offered(browser, "hint")
    assert not offered(browser, "autoplay")
    assert "open once this ranked game is sent" in text_of(browser, "play")
    shot(browser, "assist-ranked-locked.png")
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys("?")
    body.send_keys("p")
    time.sleep(1)
    assert arrow_direction(browser) is None and not autoplaying(browser)
    assert not fetched_ai(browser), "the keys asked the AI nothing"
    play_until_over(browser)
    wait_for_text(browser, "overlay-verdict", "Verified:")
    WebDriverWait(browser, 5).until(lambda d: "open once this ranked game is sent" not in text_of(d, "play"))
    assert "locked" not in browser.find_element(By.CSS_SELECTOR, ".assist").get_attribute("class")


def test_the_ai_works_offline_once_it_has_been_asked(browser):
    open_page(browser)
    browser.set_script_timeout(10)
    browser.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0](true))")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return navigator.serviceWorker.controller !== null"))
    wait_for_assist(browser)
    browser.find_element(By.ID, "hint").click()
    WebDriverWait(browser, 15).until(lambda d: arrow_direction(d) is not None)
    set_offline(browser, True)
    try:
        browser.refresh()
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
        wait_for_assist(browser)
        browser.find_element(By.ID, "hint").click()
        WebDriverWait(browser, 15).until(lambda d: arrow_direction(d) is not None)
        assert "could not" not in text_of(browser, "play")
    finally:
        set_offline(browser, False)


def test_hint_keeps_the_focus_while_it_thinks_and_a_click_with_no_pointer_stops_autoplay(browser):
    open_with_assist(browser)
    hint = browser.find_element(By.ID, "hint")
    browser.execute_script("arguments[0].focus()", hint)
    hint.send_keys(Keys.ENTER)
    WebDriverWait(browser, 15).until(lambda d: arrow_direction(d) is not None)
    assert browser.execute_script("return document.activeElement.id") == "hint", "the keyboard user keeps their place"
    assert offered(browser, "hint")
    # A screen reader's click on an arrow button comes with no pointerdown; it takes over all the same.
    choose_speed(browser, 1)
    browser.find_element(By.ID, "autoplay").click()
    WebDriverWait(browser, 5).until(autoplaying)
    browser.execute_script("document.querySelector('.arrows [data-move=\"up\"]').click()")
    WebDriverWait(browser, 5).until(lambda d: not autoplaying(d))
    assert "Autoplay stopped" in text_of(browser, "play")


def patch_ai_worker(driver, patch):
    """Runs `patch` (JavaScript) in the AI's worker of the pages the driver opens next, before the worker's own code.

    The worker is wrapped in a blob module that imports the patch, then the worker (the page's CSP would refuse
    it: the test lifts it). A blob module's fetch reads a path from the page's address, as the worker's own would,
    so the patch's `reach` does; `location` in the patch is the page's."""
    driver.execute_cdp_cmd("Page.setBypassCSP", {"enabled": True})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        const Original = window.Worker;
        const module = (text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
        const patch = module(`
          const original = self.fetch.bind(self);
          const reach = (request, ...rest) => original(new URL(request, '${location.href}'), ...rest);
          self.fetch = reach;
          PATCH`);
        window.Worker = class extends Original {
          constructor(url, options) {
            super(module(`import '${patch}'; import '${new URL(url, location.href)}';`), options);
          }
        };""".replace("PATCH", patch)})


def fail_first_ai_load(driver):
    """Makes the AI's worker in the pages the driver opens next find its module unreachable once, as offline."""
    patch_ai_worker(driver, """
          let failures = 1;
          self.fetch = (request, ...rest) => String(request).endsWith('/wasm/ai.wasm') && failures-- > 0
            ? Promise.reject(new TypeError('Failed to fetch')) : reach(request, ...rest);""")


def break_first_ai_instance(driver):
    """Makes the first AI module the worker in the pages the driver opens next starts trap on every question.

    It patches `WebAssembly.instantiate` so that the first instance's `ai_choose` traps, as a module whose memory a
    trap has broken would."""
    patch_ai_worker(driver, """
          const instantiate = WebAssembly.instantiate.bind(WebAssembly);
          let broken = 1;
          WebAssembly.instantiate = async (...args) => {
            const instance = await instantiate(...args);
            if (broken-- <= 0) return instance;
            const trap = () => { throw new WebAssembly.RuntimeError('unreachable'); };
            return { exports: { ...instance.exports, ai_choose: trap } };
          };""")


def first_hint_fails_then_the_next_shows(driver, message):
    """Asks for a hint that fails saying `message`, then for another, which shows its arrow."""
    open_page(driver)
    wait_for_assist(driver)
    driver.find_element(By.ID, "hint").click()
    WebDriverWait(driver, 15).until(lambda d: "could not give a hint" in text_of(d, "play"))
    assert message in text_of(driver, "play")
    driver.find_element(By.ID, "hint").click()
    WebDriverWait(driver, 15).until(lambda d: arrow_direction(d) is not None)
    assert "could not" not in text_of(driver, "play")


def test_the_ai_loads_on_a_later_question_when_the_first_load_failed(browser):
    fail_first_ai_load(browser)
    first_hint_fails_then_the_next_shows(browser, "Failed to fetch")


def test_after_a_trap_the_ai_says_so_and_the_next_question_starts_it_afresh(browser):
    break_first_ai_instance(browser)
    first_hint_fails_then_the_next_shows(
        browser, "it stopped on an error (unreachable); it starts afresh on the next question")


def test_a_question_waiting_while_the_module_stops_is_answered_by_a_fresh_one(browser):
    break_first_ai_instance(browser)
    open_with_assist(browser)
    before = notation(browser)
    # Hint and Autoplay ask at once, both waiting for the module's first load; the hint's question stops it.
    browser.execute_script("document.getElementById('hint').click(); document.getElementById('autoplay').click()")
    WebDriverWait(browser, 20).until(lambda d: notation(d) != before)
    assert autoplaying(browser)
    assert "could not play" not in text_of(browser, "play")


def test_two_tabs_play_one_game_each_taking_up_the_others_moves_and_autoplay_stops_for_a_move_elsewhere(browser):
    open_with_assist(browser)
    first = browser.current_window_handle
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    browser.switch_to.new_window("tab")
    open_with_assist(browser)
    second = browser.current_window_handle
    # A move in the second tab shows in the first, score and all, without a reload: the two never write over each other.
    assert press_until_change(browser, [Keys.ARROW_DOWN, Keys.ARROW_UP, Keys.ARROW_LEFT, Keys.ARROW_RIGHT])
    moved, score = notation(browser), text_of(browser, "score")
    browser.switch_to.window(first)
    WebDriverWait(browser, 5).until(lambda d: notation(d) == moved)
    assert text_of(browser, "score") == score
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    answered = notation(browser)
    browser.switch_to.window(second)
    WebDriverWait(browser, 5).until(lambda d: notation(d) == answered)
    # Autoplay in the first tab: the second follows its moves, and a move of the player's there stops it.
    browser.switch_to.window(first)
    choose_speed(browser, 1)
    browser.find_element(By.TAG_NAME, "body").send_keys("p")
    WebDriverWait(browser, 10).until(lambda d: notation(d) != answered)
    browser.switch_to.window(second)
    WebDriverWait(browser, 10).until(lambda d: notation(d) != answered)
    shot(browser, "two-tabs-following.png")
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN])
    browser.switch_to.window(first)
    WebDriverWait(browser, 5).until(lambda d: not autoplaying(d))
    assert "Autoplay stopped: the game moved on in another tab." in text_of(browser, "play")
    settle(browser)
    last = notation(browser)
    time.sleep(1)
    assert notation(browser) == last, "the AI stopped playing"
    browser.switch_to.window(second)
    assert notation(browser) == last
    # The game saved is the one both tabs show.
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert notation(browser) == last
    # A save the first tab cannot read (another page's) halts it: no move there writes its game over that one.
    unreadable = "tessera-save;v=9;from-a-later-page"
    browser.execute_script("localStorage.setItem('tessera.save', JSON.stringify({ save: arguments[0] }))", unreadable)
    browser.switch_to.window(first)
    wait_for_text(browser, "play-note", "reload to play it here")
    for key in (Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_DOWN):
        browser.find_element(By.TAG_NAME, "body").send_keys(key)
    browser.find_element(By.ID, "new-game").click()
    settle(browser)
    assert notation(browser) == last
    assert browser.execute_script("return JSON.parse(localStorage.getItem('tessera.save')).save") == unreadable
