import type { APIRequestContext, TestInfo } from '@playwright/test';
import { ADMIN_PASSWORD } from './env';

/** A name no other test, project or run uses: tests share one server and run in parallel. */
export function unique(testInfo: TestInfo, base: string): string {
  const tag = `${testInfo.project.name.slice(0, 1).toUpperCase()}${testInfo.workerIndex}`;
  return `${base} ${tag}${Date.now().toString(36).slice(-5)}`;
}

/** Calls the real API as the admin, to build the data a test needs. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<T> => {
    const res = await request[method](`/api${url}`, { headers, ...(data === undefined ? {} : { data }) });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url} failed: ${res.status()} ${await res.text()}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    token,
    /** Makes a user (a demo coach) the team's only coach: a team's matches are its coaches' (decision 116). */
    async coachOf(teamId: number, username: string) {
      const users = await call<{ user_id: number; username: string }[]>('get', '/users');
      const user = users.find((u) => u.username === username);
      if (!user) throw new Error(`no user ${username}`);
      await call('put', `/teams/${teamId}/coaches`, { user_ids: [user.user_id] });
    },
    get: <T>(url: string) => call<T>('get', url),
    post: <T>(url: string, data: unknown) => call<T>('post', url, data),
    put: <T>(url: string, data: unknown) => call<T>('put', url, data),
    delete: (url: string) => call<void>('delete', url),
  };
}
