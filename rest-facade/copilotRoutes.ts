// The copilot's public routes as capabilities and the route table describe them (spec 4.3, 5.7).
// The routes themselves are served by rest-facade/copilot (mounted under COPILOT_PREFIX).
export const COPILOT_PREFIX = '/agent-api/signal/copilot';

export interface CopilotRouteInfo {
  method: 'GET' | 'POST';
  path: string;
  description: string;
}

export const COPILOT_ROUTES: CopilotRouteInfo[] = [
  { method: 'POST', path: '/ask', description: 'Ask a question (copilot request, spec 2.6); one JSON copilot response (2.7). May take 10-30 s' },
  { method: 'POST', path: '/stream', description: 'Same request; the same result as server-sent events' },
  { method: 'GET', path: '/threads', description: "The caller's conversations" },
  { method: 'GET', path: '/threads/{id}', description: "One conversation's turns" },
];
