// The audit log (GET /admin/audit-log, keyset pages) and the security setting (GET/POST /admin/security-settings).
import type { AdminSecuritySettings, AuditEntityType } from '@atelje/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AuditFilters {
  actor: string;
  entityType: AuditEntityType | '';
  from: string;
  to: string;
}

/** The filters that are set, as the audit log's query (empty ones are left out). */
export function auditQuery(filters: AuditFilters, before: number | null) {
  return {
    actor: filters.actor || undefined,
    entity_type: filters.entityType || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    before: before || undefined,
  };
}

export const useAuditLog = (filters: AuditFilters, before: number | null) =>
  useQuery({
    queryKey: ['admin', 'audit', filters, before],
    queryFn: ({ signal }) => api.get('/admin/audit-log', { query: auditQuery(filters, before), signal }),
    placeholderData: keepPreviousData,
  });

const securityKey = ['admin', 'security-settings'] as const;

export const useSecuritySettings = () =>
  useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) => api.get('/admin/security-settings', { signal }).then((r) => r.data),
  });

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: AdminSecuritySettings) => api.post('/admin/security-settings', { body: data }),
    onSuccess: (answer) => {
      queryClient.setQueryData(securityKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
