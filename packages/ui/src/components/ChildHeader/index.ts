export {
  ChildHeader,
  type ChildHeaderFacts,
  type ChildHeaderProps,
  childHeaderControls,
} from './ChildHeader';
