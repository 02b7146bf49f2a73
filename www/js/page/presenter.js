// Presenter mode (?present): the layout is page.css's (html.nq-present: the
// board, the narration and the code on one screen, sized to it); this wires
// its keys and buttons. A presenter remote sends PageDown / PageUp or the
// arrows (a step forward / back), Space (play, pause) and `b` or `.` (blank
// the screen); `l` switches to the next language (a bilingual class, at the
// same step); Escape leaves presenter mode. While the screen is blank, any
// key shows it again and does nothing else (a remote pressed by mistake does
// not move the lesson out of sight).
// The remote's keys win over a focused button, select or slider (a teacher
// who has just clicked Full screen or picked a code view still plays and
// steps); text fields and the code editor keep them.
// Full screen only on request (the Fullscreen API needs the reader's click).

import { t } from '../i18n/i18n.js';
import { runAction } from '../ui/controls.js';
import { LANGUAGES } from '../engine/catalog.js';

// A remote sends PageDown / PageUp, some send the arrows, and its play
// button sends Space: in presenter mode they are the player's even when a
// button, a picker or the code has the focus (Enter still presses a button).
const PLAYER_KEYS = Object.freeze({ PageDown: 'step', PageUp: 'back', ArrowRight: 'step', ArrowLeft: 'back', ' ': 'toggle' });
const BLANK_KEYS = Object.freeze(['b', 'B', '.']);
const LANG_KEYS = Object.freeze(['l', 'L']);

const TEXT_INPUTS = Object.freeze(['text', 'search', 'number', 'email', 'url', 'tel', 'password']);
const MODIFIER_KEYS = Object.freeze(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

// Keys typed into a text field (the code editor included) stay there.
function isTyping(target) {
  if (!(target instanceof Element)) return false;
  if (target.tagName === 'INPUT') return TEXT_INPUTS.includes(target.type);
  return target.tagName === 'TEXTAREA' || target.isContentEditable;
}

/** The language after `lang` in the catalog's list (the first after the last). */
export function nextLang(lang) {
  const index = LANGUAGES.findIndex(({ code }) => code === lang);
  return LANGUAGES[(index + 1) % LANGUAGES.length].code;
}

// A key in presenter mode: the remote's, `b`, `l` and Escape (see the top).
function onKey(event, { blank, setBlank, getPlayer, getLang, onLeave, onLang }) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (!blank.hidden) {
    if (MODIFIER_KEYS.includes(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    setBlank(false);
    return;
  }
  if (isTyping(event.composedPath()[0] ?? event.target)) return;
  const player = getPlayer();
  if (PLAYER_KEYS[event.key] && player) {
    event.preventDefault();
    event.stopPropagation();
    if (!event.repeat || event.key !== ' ') runAction(player, PLAYER_KEYS[event.key]);
  } else if (BLANK_KEYS.includes(event.key)) {
    event.preventDefault();
    setBlank(blank.hidden);
  } else if (LANG_KEYS.includes(event.key)) {
    event.preventDefault();
    onLang(nextLang(getLang()));
  } else if (event.key === 'Escape') {
    event.preventDefault();
    onLeave();
  }
}

/**
 * Binds presenter mode's keys and buttons (ui.present, see layout.js).
 * `isOn()`: presenter mode is shown; `getPlayer()`: the player it steps (null: the quiz);
 * `getLang()`: the language shown; `onLeave()`: the reader asked to leave;
 * `onLang(code)`: the reader asked for that language.
 */
export function createPresenter(ui, doc, { isOn, getPlayer, getLang, onLeave, onLang }) {
  const { blank, buttons } = ui.present;
  const canFullscreen = Boolean(doc.fullscreenEnabled && doc.documentElement.requestFullscreen);

  function setBlank(on) {
    blank.hidden = !on;
  }
  function renderFullscreen() {
    buttons.fullscreen.hidden = !canFullscreen;
    buttons.fullscreen.textContent = t(getLang(), doc.fullscreenElement ? 'present.exitFullscreen' : 'present.fullscreen');
    buttons.fullscreen.setAttribute('aria-pressed', String(Boolean(doc.fullscreenElement)));
  }
  function toggleFullscreen() {
    const request = doc.fullscreenElement ? doc.exitFullscreen() : doc.documentElement.requestFullscreen();
    // Refused (no user gesture, a policy): the page stays as it is.
    request?.catch?.(() => {});
  }

  // Capture: before the page's shortcuts (Space plays) and the board's keys.
  doc.addEventListener('keydown', (event) => {
    if (isOn()) onKey(event, { blank, setBlank, getPlayer, getLang, onLeave, onLang });
  }, true);
  blank.addEventListener('click', () => setBlank(false));
  buttons.blank.addEventListener('click', () => setBlank(true));
  buttons.exit.addEventListener('click', () => onLeave());
  buttons.fullscreen.addEventListener('click', toggleFullscreen);
  doc.addEventListener('fullscreenchange', renderFullscreen);

  return {
    /** Draws the buttons in the language shown; `entered`: presenter mode has just been turned on. */
    render({ entered = false, left = false } = {}) {
      renderFullscreen();
      if (left) {
        setBlank(false);
        if (doc.fullscreenElement) doc.exitFullscreen().catch(() => {});
      }
      // The keys go to the player, not to the button that was clicked (now hidden).
      if (entered && doc.activeElement instanceof HTMLElement) doc.activeElement.blur();
    },
  };
}
