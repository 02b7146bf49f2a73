// What the playback controls show for a Player frame, as pure data: which
// buttons are disabled, the toggle's state, the timeline's range, and where
// the keyboard focus goes when the focused button disables itself. No DOM.

/** The buttons, in order: action, icon, label key. */
export const BUTTONS = Object.freeze([
  { action: 'restart', icon: 'restart', label: 'ctl.restart' },
  { action: 'back', icon: 'back', label: 'ctl.back' },
  { action: 'toggle', icon: 'play', label: 'ctl.play' },
  { action: 'step', icon: 'step', label: 'ctl.step' },
  { action: 'end', icon: 'end', label: 'ctl.end' },
]);

// A focused button that disables itself (Restart at step 0, To the end at
// the end) would drop the keyboard focus to the page: the focus moves to its
// counterpart, which is enabled then.
const COUNTERPART = Object.freeze({ restart: 'end', end: 'restart' });

/**
 * The buttons that stay focusable when they cannot act (aria-disabled, not
 * disabled): Step and Step back are pressed again and again, and the focus
 * handed to the other one made the next Enter undo the step just made.
 */
export const STAY_FOCUSABLE = Object.freeze(['back', 'step']);

/**
 * The controls for `frame`: { playing, disabled: { restart, back, step,
 * end }, position, known (events known so far, or the total), open (the
 * total is not known yet), timelineMax }.
 */
export function controlsState(frame) {
  const known = frame.total ?? frame.knownEvents;
  const { position } = frame;
  return {
    playing: frame.playing,
    disabled: { restart: position === 0, back: position === 0, step: frame.done, end: frame.done },
    position,
    known,
    open: frame.total === null,
    timelineMax: Math.max(known, position),
  };
}

/** The label key of a button: the toggle says Pause while playing. */
export function buttonLabel(action, playing) {
  if (action === 'toggle' && playing) return 'ctl.pause';
  return BUTTONS.find((button) => button.action === action).label;
}

/** Where the focus goes when the button of `action` is focused and `disabled` (null: it stays). */
export function focusAfterDisable(action, disabled) {
  const counterpart = COUNTERPART[action];
  if (!counterpart || !disabled[action]) return null;
  return counterpart;
}
