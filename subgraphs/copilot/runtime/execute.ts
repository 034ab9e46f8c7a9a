// Runs an approved or read-only plan: every call at once with its static arguments (spec 4.3 rule 2),
// one trace entry per call. A tool's AppError stays in its own entry; a name that no longer resolves
// (re-resolved at execution, spec 4.6) is reported as a refusal by the caller of this module.
import { isAppError } from '../../../core/errors.js';
import { renderStatements, statementsBefore } from '../../../core/db/tracing.js';
import { NameResolutionRefusal, type ToolContext, type ToolResult } from '../catalogue/types.js';
import type { ResolvedCall } from './gate.js';
import type { TraceEntry } from './response.js';
import { appliedBy } from '../catalogue/applied.js';

export interface CallOutcome {
  call: ResolvedCall;
  trace: TraceEntry;
  result?: ToolResult;
  refusal?: NameResolutionRefusal;
}

const entry = (call: ResolvedCall, r: ToolResult): TraceEntry => ({
  tool: call.tool.name,
  arguments: call.args,
  applied: appliedBy(call.tool.name, call.args),
  sql: r.sql,
  coverage: r.coverage,
  caveats: r.caveats,
  window: r.window,
  data: r.data,
  has_data: r.has_data,
  withheld: r.withheld ?? 0,
});

const failed = (call: ResolvedCall, code: string, message: string, err: unknown): TraceEntry => ({
  tool: call.tool.name,
  arguments: call.args,
  applied: appliedBy(call.tool.name, call.args),
  // what the call ran before it failed (a name lookup, say): recorded, like every trace's sql
  sql: renderStatements(statementsBefore(err)),
  coverage: 'not run to completion',
  caveats: [],
  window: null,
  data: [],
  has_data: false,
  withheld: 0,
  error: { code, message },
});

export async function executeCalls(
  ctx: ToolContext,
  calls: ResolvedCall[],
  onDone: (o: CallOutcome) => void,
): Promise<CallOutcome[]> {
  return Promise.all(
    calls.map(async (call): Promise<CallOutcome> => {
      let outcome: CallOutcome;
      try {
        const result = await call.tool.run(ctx, call.args);
        outcome = { call, result, trace: entry(call, result) };
      } catch (e) {
        if (e instanceof NameResolutionRefusal) outcome = { call, refusal: e, trace: failed(call, e.reason, e.message, e) };
        else if (isAppError(e)) outcome = { call, trace: failed(call, e.code, e.message, e) };
        else throw e;
      }
      onDone(outcome);
      return outcome;
    }),
  );
}
