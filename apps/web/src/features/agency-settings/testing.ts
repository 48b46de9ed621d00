import type { AuditEntry, AuditPage, StaffAccount } from '@client-portal/contract';

/** Test-only helpers of the admins' screens (never imported by app code). */

export const ALEX: StaffAccount = {
  userGuid: '9c4e2b7a-1d3f-4a8e-b6c5-0f2d8e1a7b33',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@agency.example',
  role: 'staff',
  disabled: false,
  hasPassword: true,
  lastSignInAt: '2026-11-20T08:00:00.000Z',
};
export const ROBIN: StaffAccount = {
  userGuid: '2b8d5f1c-7e9a-4c3b-a1d6-4e7f0c9b2a44',
  firstName: 'Robin',
  lastName: 'Admin',
  email: 'robin@agency.example',
  role: 'admin',
  disabled: false,
  hasPassword: true,
  lastSignInAt: '2026-11-21T08:00:00.000Z',
};
export const JO: StaffAccount = {
  userGuid: '4d2e6f8a-3b5c-4d7e-9f1a-2b3c4d5e6f55',
  firstName: 'Jo',
  lastName: 'New',
  email: 'jo@agency.example',
  role: 'staff',
  disabled: false,
  hasPassword: false,
  lastSignInAt: null,
};

export const TICKET_GUID = 'b7e1c2d3-0002-4e1f-9a02-100000000002';
export const CLIENT_GUID = '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11';

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  auditGuid: 'a1b2c3d4-0001-4a5b-8c6d-400000000001',
  actor: ALEX,
  objectType: 'ticket',
  objectGuid: TICKET_GUID,
  action: 'changed',
  ipAddress: '203.0.113.7',
  changes: { status: { before: 'new', after: 'in-progress' } },
  createdAt: '2026-11-19T10:00:00.000Z',
  names: {},
  ...overrides,
});

export const auditPage = (items: AuditEntry[], overrides: Partial<AuditPage> = {}): AuditPage => ({
  items,
  hasMore: false,
  page: 1,
  pageSize: 50,
  ...overrides,
});
