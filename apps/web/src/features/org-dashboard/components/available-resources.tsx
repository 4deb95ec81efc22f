import { COMMUNITY_MESSAGES } from '@tandem/contract';
import { Card, CardTitle } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Pager } from '../../../components/ui/pager';
import { RESOURCES_PAGE_SIZE, useCountResourceView } from '../api/resources';
import type { useResources } from '../api/resources';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import { ListStates } from './list-states';
import { ResourceList } from './resource-list';

interface AvailableResourcesProps {
  resources: ReturnType<typeof useResources>;
  page: number;
  onPageChange: (page: number) => void;
  mine: boolean;
  onMineChange: (mine: boolean) => void;
}

/** Resources organisations publish; Access counts a view. */
export function AvailableResources({ resources, page, onPageChange, mine, onMineChange }: AvailableResourcesProps) {
  const countView = useCountResourceView();
  const results = resources.data?.results ?? [];
  return (
    <Card aria-labelledby="resources-title" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="resources-title">Available Resources</CardTitle>
        <CheckboxField label="Only ours" checked={mine} onChange={(event) => onMineChange(event.target.checked)} />
      </div>
      <ListStates
        isPending={resources.isPending}
        isError={resources.isError}
        isEmpty={results.length === 0}
        errorMessage={COMMUNITY_MESSAGES.resourcesFetchFailed}
        emptyMessage={DASHBOARD_MESSAGES.noResources}
        loadingLabel="Loading resources"
      >
        <ResourceList resources={results} onAccess={(resource) => countView.mutate(resource.id)} />
      </ListStates>
      {(resources.data?.count ?? 0) > RESOURCES_PAGE_SIZE && (
        <Pager
          label="Resources"
          page={page}
          pageSize={RESOURCES_PAGE_SIZE}
          total={resources.data?.count ?? 0}
          onPageChange={onPageChange}
          isFetching={resources.isFetching}
        />
      )}
    </Card>
  );
}
