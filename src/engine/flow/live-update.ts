import type { BrandDefinition } from '../i18n/brand.ts';
import type { FlowDefinition } from './types.ts';

/**
 * Development (live reload): what the server sends an open widget at GET /dev/live, now and after every
 * edit of flows/, brands/ or locales/ (src/server/live/).
 */
export interface LiveUpdate {
  /** 0 until the first edit taken: the widget's built flows are the running ones. */
  version: number;
  flows?: Record<string, FlowDefinition>;
  /** { FlowId: { stepId: schema hash } }: a step whose hash the widget's build lacks fetches its validator from the server. */
  validators?: Record<string, Record<string, string>>;
  /** The shared texts by namespace (locales/en-GB/*.json). */
  locales?: Record<string, Record<string, unknown>>;
  brands?: BrandDefinition[];
  /** An edit refused since (`file: path: message`); the last good version is what runs. */
  problems: string[];
}
