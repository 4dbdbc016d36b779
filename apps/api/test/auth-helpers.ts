import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.js';

let counter = 0;

export const registration = (overrides: Record<string, string> = {}) => {
  counter += 1;
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace${counter}.${Date.now()}@navy.example`,
    company: `Compilers ${counter} Inc`,
    jobTitle: 'HR Director',
    companySize: '51-200',
    phone: '+1 555 0100',
    password: 'correct horse battery staple',
    confirmPassword: 'correct horse battery staple',
    ...overrides,
  };
};

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export async function signIn(app: TestApp, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Registers a new organisation and signs its owner in; returns the session cookie. */
export async function registerAndSignIn(app: TestApp, overrides: Record<string, string> = {}) {
  const body = registration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const login = await signIn(app, body.email, body.password);
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  return { ...body, cookie: cookiesFrom(login) };
}
