// Types for www/nqueens-element.js: the <n-queens> custom element.
// Importing the module defines the element (in a browser).

import type { StepEvent, StepCounts, CodeView } from './nqueens.js';

export type NQueensMode = 'walkthrough' | 'explore' | 'board' | 'count' | 'quiz' | 'play';
export type NQueensLang = 'en' | 'zh';
/** The parts of the playback controls the `controls` attribute can list. */
export type NQueensControl = 'buttons' | 'timeline' | 'speed' | 'stats' | 'keys';
/** `auto` follows the system's colour scheme (prefers-color-scheme). */
export type NQueensTheme = 'auto' | 'light' | 'dark';
/** The code views of the `code` attribute: nqueens.js's `CodeView`, in the order of engine/catalog.js (tests/node/unit/catalog.test.mjs checks it). */
export type NQueensCodeView = CodeView;
/** The `by` attribute: what one step of the code view's program is. */
export type NQueensStepUnit = 'event' | 'line';
/** The `heading-level` attribute: the level of the widget's top headings. */
export type NQueensHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** A whole number as an attribute writes it: `6` or `"6"`. */
export type NQueensNumber = number | `${number}`;

/** A StepEvent as plain data: `queens` is an array. */
export type NQueensPlainEvent =
  | (Exclude<StepEvent, { kind: 'solution' }>)
  | (Omit<Extract<StepEvent, { kind: 'solution' }>, 'queens'> & { index: number; queens: number[] });

/** `nqueens-step`: the widget shows step `step` of the search. */
export interface NQueensStepDetail {
  n: number;
  step: number;
  /** Events in the whole search, once measured (null while measuring or too many). */
  total: number | null;
  /** The event that led to this step; null at step 0, and by line on a line that raises no event. */
  event: NQueensPlainEvent | null;
  /** Columns (0-based) of the queens on the board, row by row. */
  queens: number[];
  counts: StepCounts;
  done: boolean;
}

/** `nqueens-solution`: the board shows a solution. */
export interface NQueensSolutionDetail {
  n: number;
  /** 1-based, as in the `solution` attribute. */
  solution: number;
  /** 0-based. */
  index: number;
  /** Column (0-based) of each row's queen. */
  queens: number[];
  /** The step of the solution event; null in board mode (found by the Solutions iterator). */
  step: number | null;
}

/** `nqueens-done`: the walkthrough reached the end, or the count finished. */
export interface NQueensDoneDetail {
  n: number;
  solutions: number;
  /** Walkthrough and explore. */
  step?: number;
  counts?: StepCounts;
  /** Count mode: solutions up to rotation and reflection, and the time taken in ms (to 0.1 ms). */
  unique?: number;
  ms?: number;
}

export declare class NQueensElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** Wasm objects held by all widgets on the page (Steppers, Solutions, the code views' ProgramRuns, …): a leak check. */
  static readonly liveWasmObjects: number;

  // Every setter takes the attribute's own values too (frameworks such as
  // React 19 set properties with them); null or undefined removes the attribute.
  /** 1 to 32 (count mode: 1 to 21, quiz: 1 to 8); the mode's default (4, or 8) when absent or invalid. */
  get n(): number;
  set n(value: NQueensNumber | null | undefined);
  get mode(): NQueensMode;
  set mode(value: NQueensMode | null | undefined);
  /** The step to show; setting it seeks there. null when absent. */
  get step(): number | null;
  set step(value: NQueensNumber | null | undefined);
  /** The solution shown, 1-based; null when absent; 1 once the widget has counted fewer solutions than asked. */
  get solution(): number | null;
  set solution(value: NQueensNumber | null | undefined);
  /** Plays once rendered or when set; not under reduced motion (count mode: counts regardless). */
  get autoplay(): boolean;
  set autoplay(value: boolean | string | null | undefined);
  /** Steps per second, snapped to 0.5, 1, 2, 4, 8, 16, 60, 250, 1000 or 10000. */
  get speed(): number;
  set speed(value: NQueensNumber | null | undefined);
  /**
   * Reads 'en' | 'zh' (the attribute, else the nearest ancestor's lang, else 'en').
   * Setting it switches at once; an ancestor's lang changed later does not re-render the widget.
   */
  lang: string;
  /** The control parts shown, space-separated, or 'none' when none shows; set a list, 'none', or null for all. */
  get controls(): string;
  set controls(value: string | null);
  /** Booleans, like their attributes: any string (the attribute's value, `""` included) is on. */
  get narration(): boolean;
  set narration(value: boolean | string | null | undefined);
  get tree(): boolean;
  set tree(value: boolean | string | null | undefined);
  /**
   * The code view shown, or false without a code panel. Set a view's name,
   * `""` or true for the default view ('recursive'), false or null for none.
   */
  get code(): NQueensCodeView | false;
  set code(value: NQueensCodeView | '' | boolean | null | undefined);
  /** 'event' (default) or 'line': what a step of the code view's program is. Set null for 'event'. */
  get by(): NQueensStepUnit;
  set by(value: NQueensStepUnit | null | undefined);
  /** Reads 'auto' when absent or not one of the three; set a theme, or null for auto. */
  get theme(): NQueensTheme;
  set theme(value: NQueensTheme | null | undefined);
  /** The level of the widget's top headings, 1 to 6 (`heading-level`); 2 when absent or invalid. */
  get headingLevel(): NQueensHeadingLevel;
  set headingLevel(value: NQueensHeadingLevel | `${NQueensHeadingLevel}` | null | undefined);

  /** The step shown now; null before the first render, in count mode, and for a board showing a solution. */
  readonly position: number | null;
  /** Playing (count mode: counting). */
  readonly playing: boolean;
  /** Resolves once the widget has rendered. */
  readonly ready: Promise<void>;

  play(): void;
  pause(): void;
  stepForward(): void;
  stepBack(): void;
  /**
   * Goes to step k, a whole number from 0 (anything else moves nothing: the
   * console says so). Resolves with the step reached (the last one when k is past the end).
   */
  seek(k: number): Promise<number | null>;

  addEventListener<K extends keyof NQueensEventMap>(
    type: K,
    listener: (this: NQueensElement, event: NQueensEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

/** `nqueens-answer` (quiz): one answer to a question. */
export interface NQueensAnswerDetail {
  n: number;
  /** The square (0-based) the search tries next, at `step`. */
  question: { step: number; row: number; col: number };
  answer: 'place' | 'prune' | 'backtrack';
  expected: 'place' | 'prune' | 'backtrack';
  correct: boolean;
  /** After this answer; a question counts once, on its first answer. */
  score: { right: number; asked: number };
  streak: number;
}

/** `nqueens-play` (free play): the board after one of the learner's moves. */
export interface NQueensPlayDetail {
  n: number;
  /** 0-based. */
  queens: { row: number; col: number }[];
  placed: number;
  /** Queens attacked by another. */
  attacked: number;
  /** n queens, none attacked. */
  solved: boolean;
}

export interface NQueensEventMap extends HTMLElementEventMap {
  'nqueens-step': CustomEvent<NQueensStepDetail>;
  'nqueens-solution': CustomEvent<NQueensSolutionDetail>;
  'nqueens-done': CustomEvent<NQueensDoneDetail>;
  'nqueens-answer': CustomEvent<NQueensAnswerDetail>;
  'nqueens-play': CustomEvent<NQueensPlayDetail>;
}

declare global {
  interface HTMLElementTagNameMap {
    'n-queens': NQueensElement;
  }
  // The events bubble and are composed, so they reach the document too.
  interface DocumentEventMap {
    'nqueens-step': CustomEvent<NQueensStepDetail>;
    'nqueens-solution': CustomEvent<NQueensSolutionDetail>;
    'nqueens-done': CustomEvent<NQueensDoneDetail>;
    'nqueens-answer': CustomEvent<NQueensAnswerDetail>;
    'nqueens-play': CustomEvent<NQueensPlayDetail>;
  }
}
