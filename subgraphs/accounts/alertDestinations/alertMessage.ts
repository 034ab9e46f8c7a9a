// The message each kind of destination takes, as its platform documents it: Slack incoming webhooks
// take Block Kit `blocks` with a top-level `text` fallback (notifications, screen readers); Microsoft
// Teams (Workflows or incoming webhook) takes a message whose attachment is an Adaptive Card;
// generic takes plain JSON.
export interface AlertSubject {
  company_name: string | null;
  company_domain: string;
  intent_score: number;
  classification: string | null;
  hot_pages: string[];
  min_intent: number;
}

export type DestinationKind = 'slack' | 'teams' | 'generic';

/** Slack mrkdwn control characters (https://api.slack.com/reference/surfaces/formatting#escaping) */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const label = (a: AlertSubject) => a.company_name ?? a.company_domain;
const pages = (a: AlertSubject) => a.hot_pages.slice(0, 5).join(', ') + (a.hot_pages.length > 5 ? ` (+${a.hot_pages.length - 5} more)` : '');

export function alertText(a: AlertSubject): string {
  return `${label(a)} (${a.company_domain}) is showing buying intent: score ${a.intent_score}, viewed ${pages(a)}.`;
}

function facts(a: AlertSubject): [string, string][] {
  return [
    ['Intent score', String(a.intent_score)],
    ['Domain', a.company_domain],
    ['Classification', a.classification ?? 'unclassified'],
    ['Hot pages', pages(a)],
  ];
}

export function alertMessage(kind: DestinationKind, a: AlertSubject): unknown {
  const title = `${label(a)} is showing buying intent`;
  const footer = `Signal alert · threshold ${a.min_intent} · at most one alert per account per day`;
  if (kind === 'slack')
    return {
      text: slackEscape(alertText(a)),
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: title.slice(0, 150), emoji: true } },
        { type: 'section', fields: facts(a).map(([k, v]) => ({ type: 'mrkdwn', text: `*${k}*\n${slackEscape(v)}` })) },
        { type: 'context', elements: [{ type: 'mrkdwn', text: footer }] },
      ],
    };
  if (kind === 'teams') return adaptiveCard(title, facts(a), footer);
  return { event: 'signal.alert', text: alertText(a), account: { ...a, hot_pages: a.hot_pages } };
}

export function testMessage(kind: DestinationKind, destination: string, criteria: string): unknown {
  const title = `Test from Signal: "${destination}" is connected`;
  if (kind === 'slack')
    return {
      text: slackEscape(`${title}. ${criteria}`),
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: `*${slackEscape(title)}*` } },
        { type: 'context', elements: [{ type: 'mrkdwn', text: slackEscape(criteria) }] },
      ],
    };
  if (kind === 'teams') return adaptiveCard(title, [], criteria);
  return { event: 'signal.alert.test', text: `${title}. ${criteria}` };
}

function adaptiveCard(title: string, rows: [string, string][], footer: string) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', size: 'Medium', weight: 'Bolder', text: title, wrap: true },
            ...(rows.length ? [{ type: 'FactSet', facts: rows.map(([t, v]) => ({ title: t, value: v })) }] : []),
            { type: 'TextBlock', text: footer, isSubtle: true, size: 'Small', wrap: true },
          ],
        },
      },
    ],
  };
}
