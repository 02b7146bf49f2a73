//! Edited programs against built-in ones (`crate::programs::compare`):
//! resumable comparisons and the "is it fixed" check, their results as
//! small JavaScript objects.

use super::args::{board_size, to_js, whole_number};
use super::program_run::{event, program_error_object};
use super::programs::{set, view_of};
use crate::programs::{self, Comparison, FixOutcome, MaskWidth, Progress, RunStatus, Side};
use crate::StepCounts;
use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;

/// A run of `view` at `n`: its built-in program, or `source` (a string) in its language.
fn run_of(view: &JsValue, n: usize, source: &JsValue) -> Result<programs::ProgramRun, JsValue> {
    let v = view_of(view)?;
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
    run.map_err(to_js)
}

/// Two programs at one board size compared event by event, in slices.
#[wasm_bindgen]
pub struct ProgramComparison(programs::RunComparison);

#[wasm_bindgen]
impl ProgramComparison {
    /// `source` (a string in `view`'s language; undefined: the view's own
    /// program) against the built-in program of `reference` (undefined:
    /// `view`), both at `n`. A parse error of the source is thrown here.
    #[wasm_bindgen(constructor)]
    pub fn new(
        view: JsValue,
        n: JsValue,
        source: JsValue,
        reference: JsValue,
    ) -> Result<ProgramComparison, JsValue> {
        let n = board_size(&n)?;
        let ours = run_of(&view, n, &source)?;
        let reference = if reference.is_undefined() || reference.is_null() {
            view
        } else {
            reference
        };
        let theirs = run_of(&reference, n, &JsValue::UNDEFINED)?;
        Ok(ProgramComparison(programs::RunComparison::new(
            ours, theirs, true,
        )))
    }

    /// Sets the most line steps the edited program may take.
    #[wasm_bindgen(js_name = setStepBudget)]
    pub fn set_step_budget(&mut self, budget: JsValue) -> Result<(), JsValue> {
        let budget = whole_number(&budget, "step budget", 1, None)?;
        self.0.set_step_budget(budget);
        Ok(())
    }

    /// Whether the reference program goes on to its end after the two part
    /// (true, the default); false: only the edited one does, and the
    /// result's `theirs` is where the reference stopped.
    #[wasm_bindgen(js_name = setFinishReference)]
    pub fn set_finish_reference(&mut self, on: bool) {
        self.0.set_finish_theirs(on);
    }

    /// At most `maxLines` more line steps (both programs together):
    /// `{ done, lineSteps, matched, divergence, result }` (divergence as
    /// soon as it is known, result null until done).
    pub fn advance(&mut self, max_lines: JsValue) -> Result<JsValue, JsValue> {
        let max = whole_number(&max_lines, "maxLines", 1, None)?;
        let progress = self.0.advance(max).map_err(to_js)?;
        let o = Object::new();
        set(&o, "lineSteps", self.0.line_steps() as f64);
        set(&o, "matched", self.0.matched() as f64);
        set(
            &o,
            "divergence",
            self.0.divergence().map_or(JsValue::NULL, divergence),
        );
        match progress {
            Progress::Done(c) => {
                set(&o, "done", true);
                set(&o, "result", comparison(&c));
            }
            Progress::Running => {
                set(&o, "done", false);
                set(&o, "result", JsValue::NULL);
            }
        }
        Ok(o.into())
    }
}

/// Whether an edited program counts right and follows a reference's
/// trace for every n from 1 to maxN, in slices.
#[wasm_bindgen]
pub struct FixCheck(programs::FixCheck);

#[wasm_bindgen]
impl FixCheck {
    /// `source` (a string in `view`'s language) against the built-in
    /// program of `reference` for n = 1..=maxN, or fewer sizes when the
    /// source's declared masks hold fewer. A parse error of the source is
    /// thrown here.
    #[wasm_bindgen(constructor)]
    pub fn new(
        view: JsValue,
        source: JsValue,
        reference: JsValue,
        max_n: JsValue,
    ) -> Result<FixCheck, JsValue> {
        let v = view_of(&view)?;
        let r = view_of(&reference)?;
        let max_n = board_size(&max_n)?;
        let Some(text) = source.as_string() else {
            return Err(
                js_sys::TypeError::new("source must be a string (the program's text)").into(),
            );
        };
        programs::FixCheck::new(v.name(), &text, r.name(), max_n)
            .map(FixCheck)
            .map_err(to_js)
    }

    /// At most about `maxLines` more line steps: `{ done, n, maxN,
    /// requestedMaxN, narrow, lineSteps, result }` (maxN: the largest size
    /// checked; narrow: the masks that hold fewer boards than asked for;
    /// result null until done).
    pub fn advance(&mut self, max_lines: JsValue) -> Result<JsValue, JsValue> {
        let max = whole_number(&max_lines, "maxLines", 1, None)?;
        let progress = self.0.advance(max).map_err(to_js)?;
        let o = Object::new();
        set(&o, "n", self.0.n() as u32);
        set(&o, "maxN", self.0.max_n() as u32);
        set(&o, "requestedMaxN", self.0.requested_max_n() as u32);
        set(&o, "narrow", masks(self.0.narrow()));
        set(&o, "lineSteps", self.0.line_steps() as f64);
        match progress {
            Progress::Done(outcome) => {
                set(&o, "done", true);
                set(&o, "result", fix_outcome(&outcome));
            }
            Progress::Running => {
                set(&o, "done", false);
                set(&o, "result", JsValue::NULL);
            }
        }
        Ok(o.into())
    }
}

fn fix_outcome(f: &FixOutcome) -> JsValue {
    let o = Object::new();
    set(&o, "fixed", f.fixed);
    set(&o, "passed", f.passed as u32);
    set(&o, "maxN", f.max_n as u32);
    set(&o, "requestedMaxN", f.requested_max_n as u32);
    set(&o, "narrow", masks(&f.narrow));
    set(
        &o,
        "failure",
        f.failure.as_ref().map_or(JsValue::NULL, comparison),
    );
    o.into()
}

/// `[{ name, type, bits, maxN }]`: declared masks and the boards they hold.
fn masks(list: &[MaskWidth]) -> JsValue {
    let out = js_sys::Array::new();
    for m in list {
        let o = Object::new();
        set(&o, "name", m.name.as_str());
        set(&o, "type", m.ty.as_str());
        set(&o, "bits", m.bits);
        set(&o, "maxN", m.max_n as u32);
        out.push(&o);
    }
    out.into()
}

fn counts(c: &StepCounts) -> JsValue {
    let o = Object::new();
    set(&o, "places", c.places as f64);
    set(&o, "rejects", c.rejects as f64);
    set(&o, "removes", c.removes as f64);
    set(&o, "solutions", c.solutions as f64);
    o.into()
}

fn side(s: &Side) -> JsValue {
    let o = Object::new();
    set(&o, "counts", counts(&s.counts));
    set(&o, "wrongSolutions", s.wrong_solutions as f64);
    set(&o, "lineSteps", s.line_steps as f64);
    set(&o, "eventSteps", s.event_steps as f64);
    let changed: Array = s
        .changed_event_lines
        .iter()
        .map(|&line| JsValue::from(line))
        .collect();
    set(&o, "changedEventLines", changed);
    let (status, error) = match &s.status {
        RunStatus::Start => ("start", JsValue::NULL),
        RunStatus::Running => ("running", JsValue::NULL),
        RunStatus::Finished => ("finished", JsValue::NULL),
        RunStatus::Failed(e) => ("failed", program_error_object(e)),
    };
    set(&o, "status", status);
    set(&o, "error", error);
    o.into()
}

/// `{ step, ours, theirs }`: the events where two runs part.
fn divergence(d: &programs::Divergence) -> JsValue {
    let o = Object::new();
    set(&o, "step", d.step as f64);
    let ev = |e: &Option<programs::ProgramEvent>| {
        e.as_ref().map_or(JsValue::NULL, |e| event(e, None, d.step))
    };
    set(&o, "ours", ev(&d.ours));
    set(&o, "theirs", ev(&d.theirs));
    o.into()
}

/// `{ n, same, divergence: { step, ours, theirs } | null, ours, theirs, expected }`.
fn comparison(c: &Comparison) -> JsValue {
    let o = Object::new();
    set(&o, "n", c.n as u32);
    set(&o, "same", c.same());
    set(
        &o,
        "divergence",
        c.divergence.as_ref().map_or(JsValue::NULL, divergence),
    );
    set(&o, "ours", side(&c.ours));
    set(&o, "theirs", side(&c.theirs));
    set(
        &o,
        "expected",
        c.expected
            .map_or(JsValue::NULL, |e| JsValue::from(e as f64)),
    );
    o.into()
}
