import ui from '@attune/ui/locales/es.json';

export default ui;
