// The Sketch tab's dialog: one <dialog>, filled for each question (joining to save, the saved drawings, a
// share link, a confirmation). Each question resolves when the player answers, or with null if they close it.

/** Builds an element: `make('button', { type: 'button', className: 'x' }, 'text' or nodes…)`. */
export function make(tag, properties = {}, ...children) {
  const element = Object.assign(document.createElement(tag), properties);
  element.append(...children);
  return element;
}

/** The dialog's questions over a `<dialog>` element. */
export function createDialogs(dialog) {
  let settle = null;
  dialog.addEventListener('close', () => {
    if (dialog.open) return;   // closed to show another question, which shows now
    const done = settle;
    settle = null;
    done?.(dialog.returnValue || null);
  });

  /**
   * Shows a question: a title, then `body` (nodes), then `actions` (`[label, value, primary?]`: a button
   * that closes the dialog with its value). With `act(value)`, a button with a value first waits for it:
   * the dialog closes when it resolves true, and says what went wrong when it throws. Resolves with the
   * value the player chose, or null.
   */
  function ask(title, body, actions = [['Close', '']], act = null) {
    const previous = settle;
    settle = null;
    previous?.(null);
    dialog.close();
    const message = make('p', { className: 'sketch-dialog-message', role: 'status' });
    const buttons = actions.map(([label, value, primary]) =>
      make('button', { type: 'submit', value, className: primary ? '' : 'secondary', textContent: label }));
    const form = make('form', { method: 'dialog' },
      make('h2', { id: 'sketch-dialog-title', textContent: title }), ...body, message,
      make('div', { className: 'sketch-dialog-buttons' }, ...buttons));
    // Enter in a field means the primary action, not the first button (Cancel, say, or Stop sharing).
    const primary = buttons[actions.findIndex(([, , isPrimary]) => isPrimary)];
    form.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.target.tagName !== 'INPUT' || !primary || event.isComposing) return;
      event.preventDefault();
      // requestSubmit ignores a disabled button: while an action runs (its buttons disabled), Enter waits.
      if (!primary.disabled && !event.repeat) form.requestSubmit(primary);
    });
    if (act) {
      form.addEventListener('submit', async (event) => {
        const value = event.submitter?.value ?? primary?.value ?? '';
        if (!value) return;
        event.preventDefault();
        for (const button of buttons) button.disabled = true;
        try {
          if (await act(value)) dialog.close(value);
        } catch (error) {
          say(error.message, true);
        } finally {
          for (const button of buttons) button.disabled = false;
          // An action that took the focus's button away (a drawing's row deleted) leaves the focus on the
          // dialog's last button, not on the page behind the dialog.
          if (dialog.open && !dialog.contains(document.activeElement)) buttons.at(-1)?.focus();
        }
      });
    }
    dialog.replaceChildren(form);
    dialog.returnValue = '';
    dialog.showModal();
    return new Promise((resolve) => {
      settle = resolve;
    });
  }

  /** Says something in the dialog showing (a server's answer, say); `problem` marks it as one. */
  function say(text, problem = false) {
    const message = dialog.querySelector('.sketch-dialog-message');
    if (!message) return;
    message.textContent = text;
    message.classList.toggle('problem', problem);
  }

  return {
    ask,
    say,
    /** Asks yes or no: true for yes. */
    confirm: (title, text, yes) => ask(title, [make('p', { textContent: text })], [['Cancel', ''], [yes, 'yes', true]])
      .then((answer) => answer === 'yes'),
    /** True while a question shows. */
    isOpen: () => dialog.open,
  };
}
