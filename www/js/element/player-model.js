// What the walkthrough and explorer widgets of <n-queens> (player-widget.js)
// do with their options, as pure data: where a widget starts, and what an
// attribute change asks of it. No DOM, no wasm, no Player.

/**
 * Where the options send the player: { kind: 'solution', k } (the
 * `solution` attribute wins), { kind: 'step', step }, or null (stay at the
 * start).
 */
export function startTarget({ solution, step }) {
  if (solution !== null) return { kind: 'solution', k: solution };
  if (step !== null) return { kind: 'step', step };
  return null;
}

/**
 * What an update from `previous` to `next` options asks of a widget whose
 * player is `player` ({ n, speedIndex, position, busy, waitingForProgram });
 * `changed` holds the attribute names set since the last update. Returns
 * { lang, speed, n, target, autoplay }: `lang`, `speed` and `n` are whether
 * that setting changes; `target` is where to go afterwards, as
 * startTarget(), or null; `autoplay` is 'play', 'pause' or null.
 *
 * A new board starts from the `solution` or `step` attribute, as the first
 * one did (and as a board figure does); otherwise each one applies when it
 * is set (a `step` the player already stands at: see standsAt).
 */
export function updatePlan(previous, next, changed, player) {
  const n = next.n !== player.n;
  const toSolution = next.solution !== null && (n || changed.has('solution'));
  const toStep = !toSolution && next.step !== null && (n || (changed.has('step') && !standsAt(player, next.step)));
  let target = null;
  if (toSolution) target = { kind: 'solution', k: next.solution };
  else if (toStep) target = { kind: 'step', step: next.step };
  let autoplay = null;
  if (changed.has('autoplay')) autoplay = next.autoplay ? 'play' : 'pause';
  return { lang: next.lang !== previous.lang, speed: next.speedIndex !== player.speedIndex, n, target, autoplay };
}

/**
 * Whether the player shows `step` and is not on its way elsewhere (a long
 * seek, a program loading). A `step` set to that step changes nothing, so a
 * framework that passes back the step it heard in `nqueens-step` (a
 * controlled prop: React's `step={step}`, Vue's `:step`) does not pause the
 * playback at each step nor repeat its event.
 */
function standsAt(player, step) {
  return player.position === step && !player.busy && !player.waitingForProgram;
}

/**
 * Whether the player's program ({ view, by, source }, Player.program)
 * changed from `before` to `after`: the player then plays a new search from
 * step 0, as after a new n, and goes on to the `step` or `solution`
 * attribute (a step past the new program's end shows its last step).
 */
export function programChanged(before, after) {
  return before.view !== after.view || before.by !== after.by || before.source !== after.source;
}

/**
 * The step a script's `seek(value)` asks for: a whole number from 0 (a
 * number, or its digits as a string, like the `step` attribute), else null.
 * Nothing is rounded or clamped: seek('abc'), seek(-1), seek(2.5) or
 * seek(Infinity) is a mistake the element tells in the console, not a
 * move to step 0, 2 or the end (docs/embedding.md).
 */
export function seekStepOf(value) {
  if (typeof value === 'string' && /^[0-9]{1,15}$/.test(value.trim())) return Number(value.trim());
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** `value` as the console shows a bad argument: a string quoted (at most 32 characters), never a throw. */
export function describeArgument(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 32 ? `${value.slice(0, 32)}…` : value);
  try {
    return String(value);
  } catch {
    return typeof value; // an object without toString (Object.create(null)), a Symbol's description aside
  }
}
