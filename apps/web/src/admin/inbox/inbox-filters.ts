import { leadKinds, leadStatuses, type LeadKindValue, type LeadStatusValue } from '@sme/domain';

/** The inbox's filters and page, as they ride in the URL (so a reload or Back keeps them). */
export interface InboxFilters {
  kind?: LeadKindValue;
  status?: LeadStatusValue;
  assignee?: string;
  from?: string;
  to?: string;
  q?: string;
  /**
   * 'to-answer': the leads nobody has reached yet, earliest due first; 'could-not-reach': those whose contact cadence
   * ran out.
   */
  view?: 'to-answer' | 'could-not-reach';
  /** One row per business: only the newest lead of each, with how many it has. */
  onePerBusiness?: true;
  /** Where the leads came from (first touch), as admin.leads.sourceChoices lists them. */
  source?: string;
  medium?: string;
  campaign?: string;
  /** A partner's id, or 'none': the leads no partner referred. */
  partner?: string;
  page: number;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filtersFromSearch(search: string): InboxFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const status = params.get('status');
  const page = Number(params.get('page'));
  const text = (name: string, valid: (v: string) => boolean = () => true) => {
    const value = params.get(name)?.trim();
    return value && valid(value) ? value : undefined;
  };
  return {
    ...(kind && (leadKinds as readonly string[]).includes(kind) ? { kind: kind as LeadKindValue } : {}),
    ...(status && (leadStatuses as readonly string[]).includes(status) ? { status: status as LeadStatusValue } : {}),
    ...optional(
      'assignee',
      text('assignee', (v) => v.length <= 64),
    ),
    ...optional(
      'from',
      text('from', (v) => day.test(v)),
    ),
    ...optional(
      'to',
      text('to', (v) => day.test(v)),
    ),
    ...optional(
      'q',
      text('q', (v) => v.length <= 100),
    ),
    ...optional(
      'source',
      text('source', (v) => v.length <= 200),
    ),
    ...optional(
      'medium',
      text('medium', (v) => v.length <= 200),
    ),
    ...optional(
      'campaign',
      text('campaign', (v) => v.length <= 200),
    ),
    ...optional(
      'partner',
      text('partner', (v) => v === 'none' || uuid.test(v)),
    ),
    ...(params.get('view') === 'to-answer' || params.get('view') === 'could-not-reach'
      ? { view: params.get('view') as 'to-answer' | 'could-not-reach' }
      : {}),
    ...(params.get('onePerBusiness') === 'true' ? { onePerBusiness: true as const } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

export function searchFromFilters(filters: InboxFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What the list and the export are asked for: the filters without the page. */
export function queryFilters({ page: _page, ...filters }: InboxFilters) {
  return filters;
}
