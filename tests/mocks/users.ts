import { http, HttpResponse } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import type { Country, User, UserCreate, UserProfile } from '../../src/services/generated/appApi.generated';
import type { NutritionalNeeds, WeekPlan } from '../../src/services/generated/plannerApi.generated';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
  headers: Headers;
}

const problem = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });

function recorder() {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.headers.get('content-type')?.includes('json') ? await request.clone().json() : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body, headers: request.headers });
  };
  const callsTo = (method: string, path: string | RegExp) =>
    calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path.endsWith(path) : path.test(c.path)));
  return { calls, record, callsTo };
}

export const DB_CONTEXT_LABELS: Record<string, string> = {
  bg: 'Bulgaria',
  dk: 'Denmark',
  es: 'Spain',
  it: 'Italy',
  lu: 'Luxembourg',
  nl: 'Netherlands',
  pt: 'Portugal',
  de: 'Germany',
};

/**
 * The user operations over in-memory users per context, as the server answers them: the context is the
 * impersonated one (X-Impersonate-Context, else the admin's own `own`); the list keeps users with an
 * email, matches q on email or id case-insensitively, pages by offset/count with x-result-count.
 */
export function useUsersApi(usersByContext: Partial<Record<Country, User[]>>, own: Country = 'nl') {
  const { calls, record, callsTo } = recorder();
  const users = usersByContext;
  const contextOf = (request: Request): Country => (request.headers.get('X-Impersonate-Context') as Country | null) ?? own;
  const inContext = (request: Request) => (users[contextOf(request)] ??= []);
  let nextId = 1000;
  server.use(
    http.get(apiUrl('api', '/contexts'), async ({ request }) => {
      await record(request);
      const all: Country[] = ['bg', 'dk', 'es', 'it', 'lu', 'nl', 'pt', 'de'];
      const excludeSelf = new URL(request.url).searchParams.get('excludeSelf') === 'true';
      return HttpResponse.json(all.filter((c) => !excludeSelf || c !== own));
    }),
    http.get(apiUrl('planner', '/administration/db-contexts'), async ({ request }) => {
      await record(request);
      return HttpResponse.json(DB_CONTEXT_LABELS);
    }),
    http.get(apiUrl('api', '/user'), async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      const q = (query.get('q') ?? '').toLowerCase();
      const offset = Number(query.get('offset') ?? 0);
      const count = Number(query.get('count') ?? 100);
      const matches = inContext(request).filter(
        (u) => u.email !== '' && (!q || u.email.toLowerCase().includes(q) || String(u.idUser).includes(q)),
      );
      return HttpResponse.json(matches.slice(offset, offset + count), {
        headers: { 'x-result-count': String(matches.length) },
      });
    }),
    http.post(apiUrl('api', '/user'), async ({ request }) => {
      await record(request);
      const body = (await request.json()) as UserCreate;
      const list = inContext(request);
      if (list.some((u) => u.email.toLowerCase() === body.email.toLowerCase()))
        return problem(409, 'USER_EMAIL_TAKEN', `A user with email ${body.email} already exists`);
      const [firstName, ...rest] = (body.name ?? '').split(' ');
      const user: User = {
        idUser: nextId++,
        email: body.email,
        dbContext: contextOf(request),
        ...(firstName ? { firstName } : {}),
        ...(rest.length ? { lastName: rest.join(' ') } : {}),
        isTrialUser: body.isTrialUser ?? false,
        isGamebusEnabled: body.isGamebusEnabled ?? false,
        livingIndependently: body.livingIndependently ?? true,
      };
      list.push(user);
      return HttpResponse.json(user, { status: 201 });
    }),
    http.put(apiUrl('api', '/user/:id/password'), async ({ request, params }) => {
      await record(request);
      if (!inContext(request).some((u) => String(u.idUser) === params.id)) return problem(404, 'NOT_FOUND', 'No such user');
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(apiUrl('api', '/user/:id'), async ({ request, params }) => {
      await record(request);
      const list = inContext(request);
      const at = list.findIndex((u) => String(u.idUser) === params.id);
      if (at < 0) return problem(404, 'NOT_FOUND', 'No such user');
      list.splice(at, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { users, calls, callsTo };
}

/** The user detail calls: the profile (app API), the week plan and the needs (planner); each may be replaced. */
export function useUserDetailApi(options: {
  profile: UserProfile;
  plan?: WeekPlan;
  /** Plans by the Monday of their week (instead of `plan`, which answers every week). */
  plans?: Record<string, WeekPlan>;
  /** The weeks with a plan (default: the weeks of `plans`, newest first, or that of `plan`). */
  weeks?: string[];
  needs?: NutritionalNeeds;
  needsFail?: boolean;
}) {
  const mondayOf = (date: string) => {
    const t = Date.parse(`${date}T00:00:00Z`);
    return new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  };
  const weeks =
    options.weeks ?? (options.plans ? Object.keys(options.plans).sort().reverse() : options.plan ? [options.plan.startDate] : []);
  const { calls, record, callsTo } = recorder();
  server.use(
    http.get(apiUrl('planner', '/administration/db-contexts'), () => HttpResponse.json(DB_CONTEXT_LABELS)),
    http.get(apiUrl('api', '/user/:id/profile'), async ({ request, params }) => {
      await record(request);
      return String(options.profile.idUser) === params.id
        ? HttpResponse.json(options.profile)
        : problem(404, 'NOT_FOUND', 'No such user in this context');
    }),
    http.get(apiUrl('planner', '/user/:idUser/mealPlan'), async ({ request }) => {
      await record(request);
      const date = new URL(request.url).searchParams.get('date') ?? '';
      const plan = options.plans ? options.plans[mondayOf(date)] : options.plan;
      return plan ? HttpResponse.json(plan) : problem(404, 'NO_MEAL_PLAN', `User has no meal plan for the week of ${date}`);
    }),
    http.get(apiUrl('planner', '/user/:idUser/mealPlan/weeks'), async ({ request, params }) => {
      await record(request);
      return String(options.profile.idUser) === params.idUser
        ? HttpResponse.json(weeks)
        : problem(404, 'NOT_FOUND', 'No such user in this context');
    }),
    http.get(apiUrl('planner', '/nutritionalNeeds'), async ({ request }) => {
      await record(request);
      return options.needsFail || !options.needs ? problem(500, 'INTERNAL', 'Internal error') : HttpResponse.json(options.needs);
    }),
  );
  return { calls, callsTo };
}
