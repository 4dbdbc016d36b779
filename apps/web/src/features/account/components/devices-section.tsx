import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '../../../components/ui';
import { clearSession } from '../../../lib/session';
import { revokeAllDevices, revokeDevice, useDevices, type Device } from '../api/account-api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A readable browser and system name from a user agent string. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'another system';
  return `${browser} on ${system}`;
}

/** Where the account is signed in, with Revoke per device and Sign out everywhere. */
export function DevicesSection() {
  const devices = useDevices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function revoke(device: Device) {
    setPending(device.id);
    setError(null);
    try {
      await revokeDevice(device.id);
      await devices.refetch();
    } catch {
      setError('That device could not be signed out. Please try again.');
    } finally {
      setPending(null);
    }
  }

  async function signOutEverywhere() {
    setPending('all');
    setError(null);
    try {
      await revokeAllDevices();
      clearSession();
      queryClient.clear();
      void navigate('/login', { replace: true });
    } catch {
      setError('Could not sign out everywhere. Please try again.');
      setPending(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Devices</CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out any device you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {devices.isPending ? (
          <Skeleton className="h-12 w-full" announce />
        ) : devices.isError ? (
          <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
            Devices could not be loaded.
            <Button size="sm" variant="secondary" onClick={() => void devices.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {devices.data.devices.map((device) => {
              const current = device.id === devices.data.currentId;
              return (
                <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="text-sm">
                    <p className="font-medium text-ink">
                      {describeDevice(device.userAgent)}
                      {current && (
                        <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                          This device
                        </span>
                      )}
                    </p>
                    <p className="text-ink-muted">
                      {device.ipAddress ?? 'Unknown address'} · last active{' '}
                      {dateTime.format(new Date(device.updatedAt))}
                    </p>
                  </div>
                  {!current && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={pending === device.id}
                      onClick={() => void revoke(device)}
                    >
                      Revoke
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button variant="danger" loading={pending === 'all'} onClick={() => void signOutEverywhere()}>
            Sign out everywhere
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
