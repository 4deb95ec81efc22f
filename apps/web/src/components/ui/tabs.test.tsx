import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Chosen({ start }: { start: string }) {
  return (
    <Tabs defaultValue={start}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows only the chosen panel, named by its tab', () => {
    render(<Chosen start="one" />);
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel.textContent).toBe('First panel');
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Second panel')).toBeNull();
  });

  it('switches panels on a click, and with the arrow keys', async () => {
    render(<Chosen start="one" />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Second panel');
    expect(screen.queryByText('First panel')).toBeNull();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Two' }), { key: 'ArrowLeft' });
    // Radix moves the focus in a timeout, and the focused tab is chosen.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' })));
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('First panel');
  });

  it('follows the value it is given, telling its owner of a change', () => {
    function Owned() {
      const [value, setValue] = useState('two');
      return (
        <Tabs value={value} onValueChange={setValue}>
          <TabsList aria-label="Sections">
            <TabsTrigger value="one">One</TabsTrigger>
            <TabsTrigger value="two">Two</TabsTrigger>
          </TabsList>
          <TabsContent value="one">First panel</TabsContent>
          <TabsContent value="two">Second panel, value {value}</TabsContent>
        </Tabs>
      );
    }
    render(<Owned />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel, value two');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
  });
});
