/** Query keys of the company feature. */
export const companyKeys = {
  all: ['company'] as const,
  detail: (id: number) => [...companyKeys.all, id] as const,
};
