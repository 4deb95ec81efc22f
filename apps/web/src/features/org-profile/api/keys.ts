/** Query keys of the organisation profile. */
export const orgProfileKeys = {
  all: ['org-profile'] as const,
  smallbiz: (companyId: number) => [...orgProfileKeys.all, 'smallbiz', companyId] as const,
};
