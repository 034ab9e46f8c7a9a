// The copilot's tool catalogue as published in /agent-api/capabilities: every spec 4.5 name with its
// kind, reversibility, privilege and whether this build implements it (tools are chosen by the
// planner, not called directly; key callers are offered reads only).
import { SPEC_CATALOGUE, TOOL_NAMES } from './registry.js';
import { ALL_TOOLS } from '../tools/index.js';

export interface PublishedTool {
  name: string;
  kind: 'read' | 'change';
  /** change tools: true, false, or "depends on arguments" (e.g. only a delete is irreversible) */
  reversible: boolean | 'depends on arguments';
  privileged: 'team' | 'billing' | null;
  implemented: boolean;
}

export function publishedTools(): PublishedTool[] {
  const built = new Set(ALL_TOOLS.map((t) => t.name));
  return TOOL_NAMES.map((name) => {
    const spec: { kind: 'read' | 'change'; reversible?: boolean | 'depends'; privileged?: 'team' | 'billing' } = SPEC_CATALOGUE[name];
    return {
      name,
      kind: spec.kind,
      reversible: spec.kind === 'read' ? true : spec.reversible === 'depends' ? 'depends on arguments' : (spec.reversible ?? true),
      privileged: spec.privileged ?? null,
      implemented: built.has(name),
    };
  });
}
