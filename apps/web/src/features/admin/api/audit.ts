// The audit log (GET /admin/audit-log, keyset pages) and the security setting (GET/POST /admin/security-settings).
import type { AdminAuditResponse, AdminSecuritySettings, AuditEntityType } from '@atelje/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AuditFilters {
  actor: string;
  entityType: AuditEntityType | '';
  from: string;
  to: string;
}

export function auditQuery(filters: AuditFilters, before: number | null): string {
  const query = new URLSearchParams();
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.entityType) query.set('entity_type', filters.entityType);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (before) query.set('before', String(before));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const useAuditLog = (filters: AuditFilters, before: number | null) =>
  useQuery({
    queryKey: ['admin', 'audit', filters, before],
    queryFn: ({ signal }) =>
      api.get<AdminAuditResponse>(`/admin/audit-log${auditQuery(filters, before)}`, { signal }),
    placeholderData: keepPreviousData,
  });

const securityKey = ['admin', 'security-settings'] as const;

export const useSecuritySettings = () =>
  useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) =>
      api.get<{ data: AdminSecuritySettings }>('/admin/security-settings', { signal }).then((r) => r.data),
  });

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: AdminSecuritySettings) =>
      api.post<{ message: string; data: AdminSecuritySettings }>('/admin/security-settings', data),
    onSuccess: (answer) => {
      queryClient.setQueryData(securityKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
