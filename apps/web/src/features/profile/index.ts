// The profile feature's public surface for other candidate screens.
export { useMySkillNames } from './hooks/use-my-skill-names';
export { profileKeys } from './api/keys';
export { SkillCombobox } from './components/edit/skill-combobox';
