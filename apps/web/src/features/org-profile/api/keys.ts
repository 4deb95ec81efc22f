/** Query keys of the organisation profile. */
export const orgProfileKeys = {
  all: ['org-profile'] as const,
  user: (id: number) => [...orgProfileKeys.all, 'user', id] as const,
  smallbiz: (companyId: number) => [...orgProfileKeys.all, 'smallbiz', companyId] as const,
};
