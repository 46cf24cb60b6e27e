/**
 * What the tests, the live check, the schemas and the docs know about one operation, declared once beside it:
 * nodes/Mayar/actions/<resource>/<operation>.facts.ts exports `facts: OperationFacts`. Not shipped (tsconfig.json
 * leaves *.facts.ts out of dist): it imports test code. Every part is optional; an operation that takes no
 * parameter and needs nothing said needs no facts file.
 */
import type { IDataObject } from 'n8n-workflow';

import type { Env, Variant } from '../conformance/cases';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Ctx = Record<string, any>;
export type Params = (c: Ctx) => IDataObject;

/**
 * The live check's step for a read that takes parameters (scripts/check-live/plan.js runs it, Simplify off, so the
 * rows are Mayar's records). Helpers for `params`: ./liveCheck.ts. `{}` runs the read with its defaults.
 */
export interface LiveCheckStep {
	/** The rows this read finds, kept under this name for later steps (`c.<keeps>`). */
	keeps?: string;
	/** The names of the kept rows `params` reads: the step runs after the steps that keep them, never when none does. */
	needs?: string[];
	/** The parameters, from the rows earlier steps kept; `{ skip: reason }` when they found nothing to use. */
	params?: Params;
	/** An error that means "this account has nothing to read", not a failure: [pattern, reason]. */
	skipOn?: [RegExp, string];
	/** The read cannot run on any account, for want of something no read lists: why. */
	never?: string;
}

export interface OperationFacts {
	/** The conformance case (test/conformance/cases.ts): the parameters of every variant, and their records. */
	sample?: {
		/** Finds or makes the records the parameters refer to, in the sandbox's store; its result is `c`. */
		prepare?: (env: Env, variant: Variant) => Ctx | Promise<Ctx>;
		/** Only what the operation requires. */
		minimal: Params;
		/**
		 * Every optional parameter the operation offers, set to a sensible value. optionRefusals.test also calls it
		 * with a stand-in for `c` (every property of it is itself), so it takes values from `c` as they are, computing
		 * nothing from them.
		 */
		full: Params;
		/** Further input modes of the operation, each run like minimal and full. */
		also?: Record<string, Params>;
		/** Input items, for parameters given as expressions over $json. */
		items?: (c: Ctx, variant: Variant) => IDataObject[];
	};
	/** The live check's step (npm run check:live), for a read that takes parameters. */
	liveCheck?: LiveCheckStep;
	/** What an output field means in this operation, where the contract's shared text does not say it: path -> text. */
	output?: Record<string, string>;
	/** Fields the node always outputs, null where Mayar sent none: path -> when it is null (the source's id). */
	nullWhenAbsent?: Record<string, string>;
	/** Ranges that hold only under other parameters' values: parameter path ('a.b') -> those values and the range. */
	ranges?: Record<string, { when: IDataObject; min: number; max?: number }>;
	/** How Mayar as recorded live (test/contract/live.js) answers this operation otherwise than the spec says. */
	live?: {
		/** Every run fails under live: the recorded behaviour that answers, and the node error it must give. */
		fails?: { behaviour: string; error: RegExp };
		/** Live leaves out fields the spec promises: `filled` are the ones the node fills from Mayar's others; the rest, nullWhenAbsent. */
		omits?: { behaviour: string; filled?: string[] };
	};
	/**
	 * Its entry in docs/operations.md, Markdown after `- **<Operation>**: ` (after `- **<Operation>** ` when it begins
	 * with `[` or `(`): what its fields and output do not say (a refusal, a default, what Mayar does).
	 */
	notes?: string;
	/**
	 * Its entry in docs/api-notes.md (Choices per operation), Markdown after `- **<Operation>**: `, as `notes`: what
	 * the node chose for this operation where Mayar's sources are silent or disagree, and why.
	 */
	apiNotes?: string;
	/**
	 * How each sentence of its operation file that says every, only, all, never or always is held: rows as in
	 * test/claims.json ([the sentence's beginning, `test <file> :: <title words>` | `fact <source>` | `label` | ...]),
	 * read by test/integration/claims.test.ts under `<operation>.operation.ts`.
	 */
	claims?: Array<[begins: string, held: string]>;
	/**
	 * Mayar's refusals the operation hints (test/integration/refusals.test.ts): `with` changes the sample's minimal
	 * parameters so that Mayar refuses them (a refusal the node makes before sending is not one); the error's
	 * description (else its message) must match `hint`, a string being a text it holds.
	 */
	refusals?: Array<{
		title: string;
		with: (params: IDataObject) => IDataObject;
		hint: string | RegExp;
	}>;
	/**
	 * What it sends for given parameters (test/integration/sends.test.ts): `with` changes the sample's minimal
	 * parameters; the run succeeds, and the last request's path matches `sends.path` and its query and body hold
	 * `sends.query` and `sends.body`; the first output item holds `outputs`, where given.
	 */
	sends?: Array<{
		title: string;
		with: (params: IDataObject) => IDataObject;
		sends: { path?: string | RegExp; query?: IDataObject; body?: IDataObject };
		outputs?: IDataObject;
	}>;
	/**
	 * Parameters the node refuses before sending (test/integration/rejects.test.ts): `with` changes the sample's
	 * minimal parameters; the error is a NodeOperationError whose message begins with `field` (the parameter's label,
	 * as the editor shows it) and matches `message` where given, and nothing is sent.
	 */
	rejects?: Array<{
		title: string;
		with: (params: IDataObject) => IDataObject;
		field: string;
		message?: RegExp;
	}>;
}
