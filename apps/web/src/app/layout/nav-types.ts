export interface NavItem {
  label: string;
  to: string;
}
