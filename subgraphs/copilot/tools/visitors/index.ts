// Visitors (people) and their page views. One file per tool (schema, effect, run); listed here once.
import { journeyPaths } from './journey_paths.js';
import { searchVisitors } from './search_visitors.js';
import { setVisitorContacted } from './set_visitor_contacted.js';
import { visitorJourney } from './visitor_journey.js';

export const VISITOR_TOOLS = [journeyPaths, searchVisitors, setVisitorContacted, visitorJourney] as const;
