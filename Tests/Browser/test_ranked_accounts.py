"""Browser tests of ranked play against a server that closes a player's open game on a board when it issues
the next one there: the game left goes first (an earlier page's kept games too, without their idle moves),
a game left without a move is sent, a new recovery code carries this browser's games, survives a lost answer
and makes every other browser ask for it, and a ranked game's share link waits until the server has verified
the game."""
import urllib.error
import urllib.request

import pytest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from test_page import (URL, browser, go_to, join, make_driver, open_page, play_until_over,  # noqa: F401 (pytest fixture)
                       press_until_change, reduced_motion, saved_ranked, set_offline, shot, start_ranked_game, text_of,
                       unique, wait_for_text)
from test_ranked_moves import play_with_idle_moves

ARROWS = [Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_DOWN]


def watch_api(driver, result_delay_ms=0):
    """From the next page load on, logs every API request the page makes in `window.apiLog` as `{ method, path,
    body, status, start, end }` (times from performance.now()), holding each result back `result_delay_ms` first."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.apiLog = [];
        const send = window.fetch.bind(window);
        window.fetch = async (input, init = {}) => {
          const path = String(input);
          if (!path.startsWith('/api/')) return send(input, init);
          const entry = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(init.body) : null,
                          status: 0, start: performance.now(), end: null };
          window.apiLog.push(entry);
          if (path.endsWith('/result')) await new Promise((resolve) => setTimeout(resolve, %d));
          try {
            const response = await send(input, init);
            entry.status = response.status;
            return response;
          } finally {
            entry.end = performance.now();
          }
        };""" % result_delay_ms})


def api_log(driver):
    return driver.execute_script("return window.apiLog")


def results_of(driver, game_id):
    """The page's submissions of a game's result: `{ moves, status }` each, once answered."""
    return [{"moves": entry["body"]["moves"], "status": entry["status"]} for entry in api_log(driver)
            if entry["path"] == f"/api/games/{game_id}/result" and entry["end"] is not None]


def score(driver):
    return int(driver.find_element(By.ID, "score").text)


def play_until_scored(driver):
    """Moves until the score is above the opening's (a merge in 2048)."""
    for _ in range(60):
        if score(driver) > 0:
            return
        assert press_until_change(driver, ARROWS)
    raise AssertionError("no merge in 60 moves")


def previous_verified(driver, points):
    said = wait_for_text(driver, "previous-result", "previous game", timeout=20)
    assert said.startswith(f"Your previous game was verified: {points} points"), said


def stored_token(driver):
    return driver.execute_script("return JSON.parse(localStorage.getItem('tessera.player')).token")


def use_recovery_code(driver, code):
    driver.find_element(By.ID, "recover-code").send_keys(code)
    driver.find_element(By.CSS_SELECTOR, "#recover-form button[type='submit']").click()


def test_a_ranked_game_left_for_a_new_one_is_verified_before_the_next_game_is_asked_for(browser):
    """The server would close the game left, at its opening's score, if it issued the next one first: the page
    waits for the game's verdict (here held back 1.5 s) before it asks."""
    reduced_motion(browser)
    watch_api(browser, result_delay_ms=1500)
    join(browser, unique("Lena"))
    start_ranked_game(browser, size="4")
    play_until_scored(browser)
    left, points = saved_ranked(browser), score(browser)
    browser.find_element(By.ID, "new-game").click()
    previous_verified(browser, points)
    WebDriverWait(browser, 10).until(lambda d: saved_ranked(d)["id"] != left["id"])
    assert results_of(browser, left["id"]) == [{"moves": left["moves"], "status": 201}]
    log = api_log(browser)
    sent = next(entry for entry in log if entry["path"] == f"/api/games/{left['id']}/result")
    asked = [entry for entry in log if entry["method"] == "POST" and entry["path"] == "/api/games"][-1]
    assert sent["end"] <= asked["start"]
    assert browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pending'))") == []


def test_a_ranked_game_left_offline_stays_kept_and_is_verified_when_the_connection_returns(browser):
    reduced_motion(browser)
    join(browser, unique("Mats"))
    start_ranked_game(browser, size="4")
    play_until_scored(browser)
    left, points = saved_ranked(browser), score(browser)
    set_offline(browser, True)
    try:
        browser.find_element(By.ID, "new-game").click()
        WebDriverWait(browser, 15).until(lambda d: "could not be reached" in text_of(d, "ranked-status"))
        kept = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pending'))")
        assert [(item["id"], item["moves"]) for item in kept] == [(left["id"], left["moves"])]
    finally:
        set_offline(browser, False)
    previous_verified(browser, points)
    assert browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pending'))") == []


def test_a_game_an_earlier_page_kept_without_a_save_is_sent_without_its_idle_moves(browser):
    """An earlier page kept a game left as `{ id, token, moves }` with every key pressed: the page reads the
    game's setup from the server, drops the moves that changed nothing, and sends it before a new game."""
    reduced_motion(browser)
    watch_api(browser)
    join(browser, unique("Olek"))
    start_ranked_game(browser, size="4")
    pressed, changed = play_with_idle_moves(browser)
    game, points = saved_ranked(browser), score(browser)
    assert pressed != changed
    browser.execute_script("""localStorage.setItem('tessera.pending', JSON.stringify([arguments[0]]));
        localStorage.removeItem('tessera.save');""", {"id": game["id"], "token": game["token"], "moves": pressed})
    open_page(browser)   # no saved game: a new one, on the same board
    previous_verified(browser, points)
    assert results_of(browser, game["id"]) == [{"moves": changed, "status": 201}]
    assert any(entry["method"] == "GET" and entry["path"] == f"/api/games/{game['id']}" for entry in api_log(browser))
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
    assert browser.execute_script("return JSON.parse(localStorage.getItem('tessera.pending'))") == []


def test_a_ranked_game_left_without_a_move_is_sent_and_scores_its_opening(browser):
    reduced_motion(browser)
    watch_api(browser)
    join(browser, unique("Pia"))
    go_to(browser, "play")
    Select(browser.find_element(By.ID, "game-choice")).select_by_value("triples")
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
    first, opening = saved_ranked(browser), score(browser)
    assert first["moves"] == "" and opening > 0   # Triples scores its four opening tiles
    browser.find_element(By.ID, "new-game").click()
    previous_verified(browser, opening)
    assert results_of(browser, first["id"]) == [{"moves": "", "status": 201}]
    # A share link takes the place of a ranked game without a move too: that game is sent, not dropped.
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked" and saved_ranked(d)["id"] != first["id"])
    second = saved_ranked(browser)
    open_page(browser, "/?game=2048&size=4&seed=42")
    WebDriverWait(browser, 10).until(lambda d: results_of(d, second["id"]))
    assert results_of(browser, second["id"]) == [{"moves": "", "status": 201}]


def test_a_new_recovery_code_carries_this_browsers_games_and_another_browser_asks_for_it():
    first, second = make_driver(1280, 800), make_driver(1280, 800)
    try:
        for driver in (first, second):
            reduced_motion(driver)
        name = unique("Quinn")
        join(first, name)
        old = stored_token(first)
        # The second browser plays as the same player, with the code, and stays open on Play.
        open_page(second, "/scores")
        second.find_element(By.ID, "recover-summary").click()
        use_recovery_code(second, old)
        WebDriverWait(second, 10).until(lambda d: text_of(d, "player-name") == name)
        go_to(second, "play")

        # The first browser replaces the code while a ranked game goes on.
        start_ranked_game(first, size="4")
        play_until_scored(first)
        points = score(first)
        go_to(first, "scores")
        first.find_element(By.CSS_SELECTOR, "#recovery summary").click()
        first.find_element(By.ID, "recovery-new").click()
        assert "every other device" in text_of(first, "recovery-confirm")
        shot(first, "recovery-code-replace-confirm.png")
        first.find_element(By.ID, "recovery-replace").click()
        WebDriverWait(first, 10).until(lambda d: "no longer works" in text_of(d, "player-message"))
        new = text_of(first, "recovery-code")
        assert new != old and "•" not in new and stored_token(first) == new
        assert not first.find_element(By.ID, "recovery-confirm").is_displayed()
        shot(first, "recovery-code-replaced.png")
        request = urllib.request.Request(URL + "/api/players/me", headers={"Authorization": f"Bearer {old}"})
        try:
            urllib.request.urlopen(request, timeout=10)
            raise AssertionError("the old code still works")
        except urllib.error.HTTPError as error:
            assert error.code == 401
        # The game in progress goes with the new code.
        go_to(first, "play")
        first.find_element(By.ID, "new-game").click()
        previous_verified(first, points)

        # The second browser still holds the old code: its next request is refused, and it says why.
        second.find_element(By.ID, "new-game").click()
        WebDriverWait(second, 10).until(lambda d: "recovery code was replaced" in text_of(d, "ranked-status"))
        assert text_of(second, "ranked-badge") == "Unranked"
        shot(second, "recovery-code-replaced-elsewhere-play.png")
        link = second.find_element(By.ID, "join-link")
        assert link.is_displayed() and link.text == "Enter the new code"
        link.click()   # to High Scores, where the form for the new code is open, waiting for it
        WebDriverWait(second, 10).until(lambda d: d.execute_script("return document.activeElement.id") == "recover-code")
        assert "replaced" in text_of(second, "player-rejected")
        assert second.find_element(By.ID, "player-rejected").is_displayed()
        assert text_of(second, "recover-summary") == "Enter your new recovery code"
        assert not second.find_element(By.ID, "recovery").is_displayed()   # the old code, which works nowhere
        shot(second, "recovery-code-asks-for-the-new-one.png")
        use_recovery_code(second, new)
        WebDriverWait(second, 10).until(lambda d: not d.find_element(By.ID, "player-rejected").is_displayed())
        assert stored_token(second) == new and text_of(second, "player-name") == name
        start_ranked_game(second)
    finally:
        first.quit()
        second.quit()


def lose_the_new_code_answer(driver, then="online"):
    """Lets the page's next request for a new recovery code reach the server but loses its answer. From that request
    on the page stays `online`, goes `offline` (no request of its leaves it), or keeps only `the-code-route` (its
    requests for a new code go and are answered; no other leaves it), until the page is loaded again; or, `late`,
    the request reaches the server only after the page has given up on it and asked whether the code took."""
    driver.execute_script("""
        const send = window.fetch.bind(window);
        const then = arguments[0];
        let sent = false;
        window.fetch = async (input, init = {}) => {
          const path = String(input);
          const forCode = path === '/api/players/me/token';
          if (sent && path.startsWith('/api/') && (then === 'offline' || (then === 'the-code-route' && !forCode))) {
            throw new TypeError('offline');
          }
          const first = forCode && !sent;
          sent ||= forCode;
          if (first && then === 'late') {
            setTimeout(() => send(input, init), 1500);   // it reaches the server after the page gave up on it
            throw new TypeError('no answer in time');
          }
          const response = await send(input, init);
          if (first) throw new TypeError('the answer was lost');
          return response;
        };""", then)


def pending_code(driver):
    """The new recovery code the page sent and keeps, its answer unseen."""
    return driver.execute_script("return JSON.parse(localStorage.getItem('tessera.player.next')).code")


def ask_for_a_new_code(driver):
    go_to(driver, "scores")
    driver.find_element(By.CSS_SELECTOR, "#recovery summary").click()
    driver.find_element(By.ID, "recovery-new").click()
    driver.find_element(By.ID, "recovery-replace").click()


def code_works(code):
    request = urllib.request.Request(URL + "/api/players/me", headers={"Authorization": f"Bearer {code}"})
    try:
        urllib.request.urlopen(request, timeout=10)
        return True
    except urllib.error.HTTPError as error:
        assert error.code == 401
        return False


def test_a_new_recovery_code_whose_answer_is_lost_is_found_to_have_taken_and_used(browser):
    name = unique("Rowan")
    join(browser, name)
    old = stored_token(browser)
    lose_the_new_code_answer(browser)
    ask_for_a_new_code(browser)
    WebDriverWait(browser, 10).until(lambda d: "no longer works" in text_of(d, "player-message"))
    new = text_of(browser, "recovery-code")
    assert new != old and stored_token(browser) == new
    assert not code_works(old) and code_works(new)


@pytest.mark.parametrize("then", ["offline", "late"])
def test_a_new_recovery_code_the_page_could_not_check_is_kept_and_used_on_the_next_visit(browser, then):
    """The answer is lost and the page cannot learn whether the code took: it goes offline before it can ask,
    or the request reaches the server only after the page asked (and was told no, not yet)."""
    name = unique("Sasha")
    join(browser, name)
    old = stored_token(browser)
    lose_the_new_code_answer(browser, then=then)
    ask_for_a_new_code(browser)
    said = wait_for_text(browser, "player-message", "Could not make a new code")
    assert "this browser finds out and uses it the next time it reaches the server" in said, said
    if then == "offline":
        shot(browser, "recovery-code-answer-lost.png")
    sent = pending_code(browser)
    WebDriverWait(browser, 10).until(lambda d: not code_works(old))   # a late request arrives now, and takes
    assert stored_token(browser) == old and len(sent) == 64 and code_works(sent)
    assert pending_code(browser) == sent, "the code is kept while the page cannot tell whether it took"
    open_page(browser, "/scores")   # the next visit's request is refused; the panel asks, and plays with the code that took
    WebDriverWait(browser, 10).until(lambda d: stored_token(d) == sent)
    assert browser.execute_script("return localStorage.getItem('tessera.player.next')") is None
    assert text_of(browser, "player-name") == name
    assert not browser.find_element(By.ID, "player-rejected").is_displayed()


def test_asking_again_for_a_new_recovery_code_whose_answer_was_lost_sends_the_same_code(browser):
    join(browser, unique("Tamsin"))
    old = stored_token(browser)
    lose_the_new_code_answer(browser, then="the-code-route")
    ask_for_a_new_code(browser)
    wait_for_text(browser, "player-message", "Could not make a new code")
    sent = pending_code(browser)
    # Asked again (the button is enabled once the message shows): the server took the first, so a new one would be lost.
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "recovery-replace").is_enabled())
    browser.find_element(By.ID, "recovery-replace").click()
    WebDriverWait(browser, 10).until(lambda d: "no longer works" in text_of(d, "player-message"))
    assert stored_token(browser) == sent == text_of(browser, "recovery-code")
    assert not code_works(old) and code_works(sent)


def share_unavailable(driver):
    """True when Share this game is marked unavailable (and drawn so), though it still says why when pressed."""
    return driver.find_element(By.ID, "share").get_attribute("aria-disabled") == "true"


def shared_text(driver):
    """Presses Share this game and returns what the page says (the link, or why there is none)."""
    driver.execute_script("document.getElementById('share-result').textContent = ''")
    driver.find_element(By.ID, "share").click()
    WebDriverWait(driver, 5).until(lambda d: text_of(d, "share-result"))
    return text_of(driver, "share-result")


def test_a_ranked_game_is_shared_only_once_the_server_has_verified_it(browser):
    reduced_motion(browser)
    join(browser, unique("Rafa"))
    start_ranked_game(browser)
    seed = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.save')).save").split(";seed=")[1].split(";")[0]
    said = shared_text(browser)
    assert "once it is sent and verified" in said and seed not in said and "seed=" not in said
    assert seed not in text_of(browser, "game-label") and "seed shown once verified" in text_of(browser, "game-label")
    assert share_unavailable(browser), "Share this game looks unavailable while the seed is hidden"
    shot(browser, "share-waits-for-a-ranked-game.png")
    play_until_over(browser)
    wait_for_text(browser, "overlay-verdict", "Verified:")
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/scores"))   # a verified game moves on
    go_to(browser, "play")
    assert f"seed {seed}" in text_of(browser, "game-label") and not share_unavailable(browser)
    assert f"seed={seed}" in shared_text(browser)
    # The daily challenge is ranked too.
    browser.find_element(By.ID, "daily").click()
    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Daily")
    assert "once it is sent and verified" in shared_text(browser) and share_unavailable(browser)
    # An unranked game shares at once.
    open_page(browser, "/?game=2048&size=4&seed=42")
    assert "seed=42" in shared_text(browser) and not share_unavailable(browser)
    # The link is this game's: a new game takes it away.
    browser.find_element(By.ID, "new-game").click()
    WebDriverWait(browser, 5).until(lambda d: text_of(d, "share-result") == "")
