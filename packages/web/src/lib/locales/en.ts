import ui from '@attune/ui/locales/en.json';

export default ui;
