//! The notes' programs run by the core (`crate::programs`): a run behind
//! an opaque handle, its snapshots and events as small JavaScript objects.
//! Behind the `programs` feature (on by default): the page's main thread
//! loads them in a module of their own (`nqueens_programs_bg.wasm`) when a
//! code view needs them.

use super::args::{board_size, name, to_js, whole_number};
use super::programs::{error_kind, set, syntax_object, view_of};
use crate::programs::{self, EventFacts, ProgramEvent, RunStatus, Snapshot, VarView};
use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;

/// A view's source text with comments in "zh" or "en".
#[wasm_bindgen(js_name = programSource)]
pub fn program_source(view: JsValue, language: JsValue) -> Result<String, JsValue> {
    let v = view_of(&view)?;
    let language = name(&language, "source language", programs::SOURCE_LANGUAGES)?;
    v.source(&language).map(str::to_string).map_err(to_js)
}

/// A program run.
#[wasm_bindgen]
pub struct ProgramRun(programs::ProgramRun);

#[wasm_bindgen]
impl ProgramRun {
    /// A run of `view` for an `n`×`n` board; with `source` (a string), that
    /// edited text in the view's language instead of the built-in program.
    #[wasm_bindgen(constructor)]
    pub fn new(view: JsValue, n: JsValue, source: JsValue) -> Result<ProgramRun, JsValue> {
        let v = view_of(&view)?;
        let n = board_size(&n)?;
        let run = if source.is_undefined() || source.is_null() {
            programs::ProgramRun::of_view(v, n)
        } else {
            let Some(text) = source.as_string() else {
                return Err(js_sys::TypeError::new(
                    "source must be a string (the program's text) or undefined",
                )
                .into());
            };
            programs::ProgramRun::with_source(v.name(), &text, n)
        };
        run.map(ProgramRun).map_err(to_js)
    }

    /// One line step: true, or false at the end.
    #[wasm_bindgen(js_name = stepLine)]
    pub fn step_line(&mut self) -> Result<bool, JsValue> {
        self.0.step_line().map_err(to_js)
    }

    /// Up to `max` line steps; how many were taken (fewer at the end).
    #[wasm_bindgen(js_name = advanceLines)]
    pub fn advance_lines(&mut self, max: JsValue) -> Result<f64, JsValue> {
        let max = whole_number(&max, "max", 0, None)?;
        let mut taken = 0;
        while taken < max && self.0.step_line().map_err(to_js)? {
            taken += 1;
        }
        Ok(taken as f64)
    }

    /// The next event as an object, or null at the end.
    #[wasm_bindgen(js_name = stepEvent)]
    pub fn step_event(&mut self) -> Result<JsValue, JsValue> {
        let e = self.0.step_event_with_facts().map_err(to_js)?;
        Ok(e.map_or(JsValue::NULL, |(e, f)| {
            event(&e, Some(&f), self.0.event_step())
        }))
    }

    /// Up to `max` events as codes, one `u32` each and no object built (the
    /// search tree reads a whole run so): bits 0–2 the kind (0 place,
    /// 1 reject, 2 remove, 3 solution, 4 done), 3–7 the row, 8–12 the
    /// column, as in the Stepper's codes; a solution's square is its last
    /// queen's, done has none. Fewer at the end. A program error after
    /// some events ends the batch before it (the next call throws it).
    #[wasm_bindgen(js_name = stepEventCodes)]
    pub fn step_event_codes(&mut self, max: JsValue) -> Result<Vec<u32>, JsValue> {
        let max = whole_number(&max, "max", 0, None)?;
        let mut codes = Vec::new();
        while (codes.len() as u64) < max {
            match self.0.step_event() {
                Ok(Some(e)) => codes.push(event_code(&e)),
                Ok(None) => break,
                Err(error) if codes.is_empty() => return Err(to_js(error)),
                // Taken again by the next call: the run stays at its error.
                Err(_) => break,
            }
        }
        Ok(codes)
    }

    /// The event `stepEvent` would return, or null, without taking it.
    #[wasm_bindgen(js_name = peekEvent)]
    pub fn peek_event(&mut self) -> Result<JsValue, JsValue> {
        let e = self.0.peek_event_with_facts().map_err(to_js)?;
        Ok(e.map_or(JsValue::NULL, |(e, f)| {
            event(&e, Some(&f), self.0.event_step() + 1)
        }))
    }

    /// One line step back; false at the start.
    #[wasm_bindgen(js_name = backLine)]
    pub fn back_line(&mut self) -> Result<bool, JsValue> {
        self.0.back_line().map_err(to_js)
    }

    /// One event back; false at the start.
    #[wasm_bindgen(js_name = backEvent)]
    pub fn back_event(&mut self) -> Result<bool, JsValue> {
        self.0.back_event().map_err(to_js)
    }

    /// Goes to line step `k`; the line step reached.
    #[wasm_bindgen(js_name = seekLine)]
    pub fn seek_line(&mut self, k: JsValue) -> Result<f64, JsValue> {
        let k = whole_number(&k, "line step", 0, None)?;
        self.0.seek_line(k).map(|k| k as f64).map_err(to_js)
    }

    /// Goes to event `k`; the event step reached.
    #[wasm_bindgen(js_name = seekEvent)]
    pub fn seek_event(&mut self, k: JsValue) -> Result<f64, JsValue> {
        let k = whole_number(&k, "event step", 0, None)?;
        self.0.seek_event(k).map(|k| k as f64).map_err(to_js)
    }

    /// Sets the most line steps the run may take.
    #[wasm_bindgen(js_name = setStepBudget)]
    pub fn set_step_budget(&mut self, budget: JsValue) -> Result<(), JsValue> {
        let budget = whole_number(&budget, "step budget", 1, None)?;
        self.0.set_step_budget(budget);
        Ok(())
    }

    /// Line steps taken.
    #[wasm_bindgen(getter, js_name = lineStep)]
    pub fn line_step(&self) -> f64 {
        self.0.line_step() as f64
    }

    /// Events taken.
    #[wasm_bindgen(getter, js_name = eventStep)]
    pub fn event_step(&self) -> f64 {
        self.0.event_step() as f64
    }

    /// `[places, rejects, removes, solutions]` so far.
    #[wasm_bindgen(getter, js_name = countsArray)]
    pub fn counts_array(&self) -> Vec<f64> {
        let c = self.0.counts();
        vec![
            c.places as f64,
            c.rejects as f64,
            c.removes as f64,
            c.solutions as f64,
        ]
    }

    /// `[name, row-0 index]` of the array that holds the board, as this
    /// program names it; `["", 0]` for the bit-set views.
    #[wasm_bindgen(getter, js_name = boardArrayParts)]
    pub fn board_array_parts(&self) -> Array {
        let (name, offset) = self.0.board_array().unwrap_or_default();
        [JsValue::from_str(&name), JsValue::from(offset as u32)]
            .into_iter()
            .collect()
    }

    /// What the page reads off the program (see `ProgramFacts`):
    /// `{ functions: [{ name, params, cells }], masks, changedEventLines }`,
    /// `cells` those a function indexes by a variable, as `"a[k]"` texts;
    /// `changedEventLines`, an edited text's built-in lines without their
    /// events ([`ProgramRun::changed_event_lines`](crate::programs::ProgramRun::changed_event_lines)).
    #[wasm_bindgen(getter, js_name = programFacts)]
    pub fn program_facts(&self) -> JsValue {
        let facts = self.0.program_facts();
        let strings = |items: &mut dyn Iterator<Item = String>| -> Array {
            items.map(|s| JsValue::from_str(&s)).collect()
        };
        let functions: Array = facts
            .functions
            .iter()
            .map(|f| {
                let o = Object::new();
                set(&o, "name", f.name.as_str());
                set(&o, "params", strings(&mut f.params.iter().cloned()));
                let cells = &mut f.cells.iter().map(|(a, k)| format!("{a}[{k}]"));
                set(&o, "cells", strings(cells));
                JsValue::from(o)
            })
            .collect();
        let o = Object::new();
        set(&o, "functions", functions);
        set(&o, "masks", strings(&mut facts.masks.iter().cloned()));
        let changed: Array = self
            .0
            .changed_event_lines()
            .into_iter()
            .map(JsValue::from)
            .collect();
        set(&o, "changedEventLines", changed);
        o.into()
    }

    /// `[name, first, last, name, first, last, …]`: the arrays besides the
    /// board whose cells the program uses only in part.
    #[wasm_bindgen(getter, js_name = usedRangeParts)]
    pub fn used_range_parts(&self) -> Array {
        self.0
            .used_ranges()
            .into_iter()
            .flat_map(|(name, first, last)| {
                [
                    JsValue::from_str(&name),
                    JsValue::from(first as u32),
                    JsValue::from(last as u32),
                ]
            })
            .collect()
    }

    /// Everything printed so far.
    #[wasm_bindgen(getter)]
    pub fn output(&self) -> String {
        self.0.output()
    }

    /// The last `lines` lines printed so far (checked by nqueens.js).
    #[wasm_bindgen(js_name = outputTail)]
    pub fn output_tail(&self, lines: u32) -> String {
        self.0.output_tail(lines as usize)
    }

    /// The canonical text of the current line step (docs/programs.md).
    #[wasm_bindgen(js_name = stepText)]
    pub fn step_text(&self) -> String {
        self.0.step_text()
    }

    /// Everything the page shows now, as one object.
    pub fn snapshot(&self) -> JsValue {
        snapshot(&self.0.snapshot(), self.0.result())
    }

    /// The snapshot of the moment the current event was raised (its line,
    /// the call stack then), or null before the first event and at the end.
    #[wasm_bindgen(js_name = eventSnapshot)]
    pub fn event_snapshot(&mut self) -> JsValue {
        match self.0.event_snapshot() {
            Some(s) => snapshot(&s, self.0.result()),
            None => JsValue::NULL,
        }
    }
}

fn var(v: &VarView) -> JsValue {
    let o = Object::new();
    set(&o, "name", v.name.as_str());
    set(&o, "type", v.ty.as_str());
    set(&o, "value", v.value.as_str());
    let stale: Array = v.stale.iter().map(|s| JsValue::from_bool(*s)).collect();
    set(&o, "stale", stale);
    o.into()
}

fn square(row: usize, col: usize) -> Object {
    let o = Object::new();
    set(&o, "row", row as u32);
    set(&o, "col", col as u32);
    o
}

/// An event as `{ kind, step, row, col, attacker, line, check }` (+ `index`,
/// `queens`), with its facts when known: `scope` (places and rejects),
/// `attackedBy` (places), `tried` (removes), `conflict` (solutions),
/// `puzzleSolutions` and `wrongSolutions` (done: the puzzle's own count, and
/// how many counted boards are none); null
/// where they do not apply.
pub(super) fn event(e: &ProgramEvent, facts: Option<&EventFacts>, step: u64) -> JsValue {
    let o = Object::new();
    set(&o, "step", step as f64);
    let (kind, row, col) = match e {
        ProgramEvent::Place { row, col } => ("place", Some(*row), Some(*col)),
        ProgramEvent::Reject { row, col, .. } => ("reject", Some(*row), Some(*col)),
        ProgramEvent::Remove { row, col } => ("remove", Some(*row), Some(*col)),
        ProgramEvent::Solution { .. } => ("solution", None, None),
        ProgramEvent::Done => ("done", None, None),
    };
    set(&o, "kind", kind);
    set(
        &o,
        "row",
        row.map_or(JsValue::NULL, |r| JsValue::from(r as u32)),
    );
    set(
        &o,
        "col",
        col.map_or(JsValue::NULL, |c| JsValue::from(c as u32)),
    );
    let (mut attacker, mut line, mut check) = (JsValue::NULL, JsValue::NULL, JsValue::NULL);
    if let ProgramEvent::Reject {
        line: l,
        check: c,
        attacker: a,
        ..
    } = e
    {
        line = JsValue::from_str(l.name());
        check = JsValue::from_str(c.name());
        if let Some(a) = a {
            let sq = square(a.row, a.col);
            set(&sq, "line", l.name());
            attacker = sq.into();
        }
    }
    set(&o, "attacker", attacker);
    set(&o, "line", line);
    set(&o, "check", check);
    if let Some(f) = facts {
        set_facts(&o, e, f);
    }
    if let ProgramEvent::Solution { index, queens } = e {
        set(&o, "index", *index as f64);
        set(&o, "queens", js_sys::Uint8Array::from(queens.as_slice()));
    }
    o.into()
}

/// Event `e` as a code of `stepEventCodes`: kind, row and column only.
fn event_code(e: &ProgramEvent) -> u32 {
    use super::event_code::{square_code as square, DONE, PLACE, REJECT, REMOVE, SOLUTION};
    match e {
        ProgramEvent::Place { row, col } => square(PLACE, *row, *col),
        ProgramEvent::Reject { row, col, .. } => square(REJECT, *row, *col),
        ProgramEvent::Remove { row, col } => square(REMOVE, *row, *col),
        ProgramEvent::Solution { queens, .. } => match queens.len().checked_sub(1) {
            Some(last) => square(SOLUTION, last, queens[last] as usize),
            None => SOLUTION,
        },
        ProgramEvent::Done => DONE,
    }
}

/// The facts of event `e` on its object `o` (see [`EventFacts`]).
fn set_facts(o: &Object, e: &ProgramEvent, f: &EventFacts) {
    let attacked_by = f.attacked_by.map_or(JsValue::NULL, |a| {
        let sq = square(a.queen.row, a.queen.col);
        set(&sq, "line", a.line.name());
        sq.into()
    });
    set(o, "attackedBy", attacked_by);
    let tried = f.tried.as_ref().map_or(JsValue::NULL, |cols| {
        js_sys::Uint8Array::from(cols.as_slice()).into()
    });
    set(o, "tried", tried);
    let conflict = f.conflict.map_or(JsValue::NULL, |k| {
        let pair = Object::new();
        set(&pair, "a", square(k.a.row, k.a.col));
        set(&pair, "b", square(k.b.row, k.b.col));
        set(&pair, "line", k.line.name());
        pair.into()
    });
    set(o, "conflict", conflict);
    let off_board = f
        .off_board
        .map_or(JsValue::NULL, |q| square(q.row, q.col).into());
    set(o, "offBoard", off_board);
    let wrong_solution = match e {
        ProgramEvent::Solution { .. } => JsValue::from_bool(f.wrong_solution),
        _ => JsValue::NULL,
    };
    set(o, "wrongSolution", wrong_solution);
    let puzzle = f
        .puzzle_solutions
        .map_or(JsValue::NULL, |c| JsValue::from(c as f64));
    set(o, "puzzleSolutions", puzzle);
    let wrong = f
        .wrong_solutions
        .map_or(JsValue::NULL, |c| JsValue::from(c as f64));
    set(o, "wrongSolutions", wrong);
}

fn snapshot(s: &Snapshot, result: Option<String>) -> JsValue {
    let o = Object::new();
    set(&o, "line", s.line);
    let frames: Array = s
        .frames
        .iter()
        .map(|f| {
            let fo = Object::new();
            set(&fo, "name", f.name.as_str());
            set(&fo, "line", f.line);
            set(&fo, "vars", f.vars.iter().map(var).collect::<Array>());
            JsValue::from(fo)
        })
        .collect();
    set(&o, "frames", frames);
    set(&o, "globals", s.globals.iter().map(var).collect::<Array>());
    let board: Array = s
        .board
        .iter()
        .map(|c| c.map_or(JsValue::NULL, |c| JsValue::from(c as u32)))
        .collect();
    set(&o, "board", board);
    let reject_run: Array = s.reject_run.iter().map(|e| event(e, None, 0)).collect();
    set(&o, "rejectRun", reject_run);
    set(
        &o,
        "event",
        s.event
            .as_ref()
            .map_or(JsValue::NULL, |e| event(e, s.facts.as_ref(), s.event_step)),
    );
    let counts = Object::new();
    set(&counts, "places", s.counts.places as f64);
    set(&counts, "rejects", s.counts.rejects as f64);
    set(&counts, "removes", s.counts.removes as f64);
    set(&counts, "solutions", s.counts.solutions as f64);
    set(&o, "counts", counts);
    set(&o, "lineStep", s.line_step as f64);
    set(&o, "eventStep", s.event_step as f64);
    let (status, error) = match &s.status {
        RunStatus::Start => ("start", JsValue::NULL),
        RunStatus::Running => ("running", JsValue::NULL),
        RunStatus::Finished => ("finished", JsValue::NULL),
        RunStatus::Failed(e) => ("failed", program_error_object(e)),
    };
    set(&o, "status", status);
    set(&o, "error", error);
    set(
        &o,
        "result",
        result.map_or(JsValue::NULL, |r| JsValue::from_str(&r)),
    );
    o.into()
}

pub(super) fn program_error_object(e: &programs::ProgramError) -> JsValue {
    let o = Object::new();
    set(&o, "kind", error_kind(e.kind));
    set(&o, "line", e.line);
    set(&o, "column", e.column);
    set(&o, "message", e.message.as_str());
    set(&o, "messageZh", e.message_zh.as_str());
    set(&o, "syntax", syntax_object(e));
    o.into()
}
