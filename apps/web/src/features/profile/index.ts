// The profile feature's public surface for other candidate screens.
export { useMySkillNames } from './hooks/use-my-skill-names';
export { SkillCombobox } from './components/edit/skill-combobox';
