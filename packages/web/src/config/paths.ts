/**
 * Every route path of the web app, in one place. `path` is the router's pattern (the router reads it from
 * here: absolute at the top, relative to `/app` or to `child/:child_id` below); `getHref` builds a link.
 * Authenticated routes live under `/app` (alias `/dashboard`); sandboxed share views under `/s` (alias `/share`).
 */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  signup: {
    path: '/signup',
    /** With `redirect`, the page to come back to once signed up (and in the confirmation link). */
    getHref: (redirect?: string | null) =>
      redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup',
  },
  clinicSignup: { path: '/clinic-signup', getHref: () => '/clinic-signup' },
  login: {
    path: '/login',
    getHref: (redirect?: string | null) =>
      redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  },
  logout: {
    path: '/logout',
    getHref: (redirect?: string | null, unauthorized = false) => {
      const query = new URLSearchParams();
      if (redirect) query.set('redirect', redirect);
      if (unauthorized) query.set('unauthorized', 'true');
      const qs = query.toString();
      return qs ? `/logout?${qs}` : '/logout';
    },
  },
  users: { path: '/users' },
  confirmation: { path: '/users/confirmation', getHref: () => '/users/confirmation' },
  resendConfirmation: {
    path: '/users/confirmation/new',
    getHref: (email?: string | null) =>
      email ? `/users/confirmation/new?email=${encodeURIComponent(email)}` : '/users/confirmation/new',
  },
  resetPassword: { path: '/users/reset_password', getHref: () => '/users/reset_password' },
  unsubscribe: { path: '/users/unsubscribe', getHref: () => '/users/unsubscribe' },
  oauthCallback: {
    path: '/oauth_callback/:service',
    getHref: (service: string) => `/oauth_callback/${service}`,
  },
  /** A visit report's share link (`/r/{token}`): read-only, no log-in. */
  sharedReport: {
    path: '/r/:token',
    getHref: (token: string) => `/r/${token}`,
  },
  collaborator: {
    path: '/collaborator/:questionnaire_id',
    getHref: (id: string | number) => `/collaborator/${id}`,
  },
  share: {
    root: '/share',
    alias: '/s',
    discoverAddOns: { path: 'discover-add-ons', getHref: () => '/s/discover-add-ons' },
    discoverProduct: { path: ':discover', getHref: (product: string) => `/s/discover-${product}` },
    addOn: {
      path: 'add-on/:solution',
      getHref: (solution: string) => `/s/add-on/${encodeURIComponent(solution)}`,
    },
  },
  notFound: { path: '*' },
  app: {
    root: '/app',
    alias: '/dashboard',
    home: { getHref: () => '/app' },
    createAccount: {
      path: 'create-account/:screen?',
      getHref: (forSolution?: string) =>
        forSolution ? `/app/create-account?for=${encodeURIComponent(forSolution)}` : '/app/create-account',
    },
    getStarted: { path: 'get-started/:screen?', getHref: () => '/app/get-started' },
    addChild: { path: 'add-child', getHref: () => '/app/add-child' },
    settings: { path: 'settings/:page?', getHref: (page = 'account') => `/app/settings/${page}` },
    accessLog: { path: 'settings/access-log', getHref: () => '/app/settings/access-log' },
    /** A mailed collaborator invitation, to accept (`token` is its key). */
    invitation: {
      path: 'invitation',
      getHref: (token: string) => `/app/invitation?token=${encodeURIComponent(token)}`,
    },
    /** The children other families share with this account. */
    shared: { path: 'shared', getHref: () => '/app/shared' },
    dataSummary: { path: 'settings/summary', getHref: () => '/app/settings/summary' },
    accessCode: { path: 'access-code', getHref: () => '/app/access-code' },
    addOnRedirect: { path: 'add-on/:solution', getHref: (solution: string) => `/app/add-on/${solution}` },
    content: {
      path: 'content',
      getHref: () => '/app/content',
      setup: { path: 'setup', getHref: () => '/app/content/setup' },
      recommendations: {
        path: 'recommendations/:area_key',
        getHref: (areaKey: string) => `/app/content/recommendations/${encodeURIComponent(areaKey)}`,
      },
      editCollections: { path: 'edit-collections', getHref: () => '/app/content/edit-collections' },
      collection: {
        path: 'collection/:collection_id',
        getHref: (collectionId: number) => `/app/content/collection/${collectionId}`,
      },
      piece: { path: 'piece/:piece_id', getHref: (pieceId: number) => `/app/content/piece/${pieceId}` },
      userFeed: { path: 'user-feed', getHref: () => '/app/content/user-feed' },
      tab: {
        path: ':tab?',
        getHref: (tab: string) => (tab === 'for-you' ? '/app/content' : `/app/content/${tab}`),
      },
    },
    help: { path: 'help', getHref: () => '/app/help' },
    helpFaqs: { path: 'faqs', getHref: () => '/app/help/faqs' },
    helpCitations: {
      path: 'citations',
      /** All citations, or the one `view` names (`?view=vanderbilt`). */
      getHref: (view?: string) =>
        view ? `/app/help/citations?view=${encodeURIComponent(view)}` : '/app/help/citations',
    },
    helpContact: { path: 'contact', getHref: () => '/app/help/contact' },
    teamLetter: { path: 'team-letter', getHref: () => '/app/team-letter' },
    agreements: { path: 'agreements', getHref: () => '/app/agreements' },
    notifications: { path: 'notifications', getHref: () => '/app/notifications' },
    child: {
      path: 'child/:child_id',
      view: {
        path: ':tab?/:inspected?',
        getHref: (childId: string | number, tab?: string) =>
          tab ? `/app/child/${childId}/${tab}` : `/app/child/${childId}`,
      },
      collaborators: {
        path: 'collaborators',
        getHref: (childId: string | number) => `/app/child/${childId}/collaborators`,
      },
      onboarding: {
        path: 'onboarding',
        getHref: (childId: string | number) => `/app/child/${childId}/onboarding`,
      },
      onboardingCustom: {
        path: 'onboarding/custom',
        getHref: (childId: string | number) => `/app/child/${childId}/onboarding/custom`,
      },
      onboardingConfirm: {
        path: 'onboarding/confirm/:path',
        getHref: (childId: string | number, path: string | number) =>
          `/app/child/${childId}/onboarding/confirm/${path}`,
      },
      questionnaire: {
        path: 'questionnaire/:questionnaire',
        /**
         * A questionnaire by id or kind (`vanderbilt`); `item` and `from`: the plan item it completes and that
         * item's page; `next`: where to go once recorded (an `/app/` path).
         */
        getHref: (
          childId: string | number,
          questionnaire: string | number,
          query: { item?: number; from?: string; next?: string } = {},
        ) => {
          const search = new URLSearchParams();
          if (query.item !== undefined) search.set('item', String(query.item));
          if (query.from) search.set('from', query.from);
          if (query.next) search.set('next', query.next);
          const qs = search.toString();
          return `/app/child/${childId}/questionnaire/${encodeURIComponent(String(questionnaire))}${qs ? `?${qs}` : ''}`;
        },
      },
      addOns: {
        path: 'add-ons',
        getHref: (childId: string | number, solution?: string) =>
          solution
            ? `/app/child/${childId}/add-ons/${encodeURIComponent(solution)}`
            : `/app/child/${childId}/add-ons`,
      },
      addOnSolution: { path: 'add-ons/:solution' },
      addOnCategory: {
        path: 'add-ons/category/:category',
        getHref: (childId: string | number, category: string) =>
          `/app/child/${childId}/add-ons/category/${category}`,
      },
      settings: {
        path: 'settings/:page?',
        getHref: (childId: string | number, page = 'edit-profile') =>
          `/app/child/${childId}/settings/${page}`,
      },
      plan: {
        root: 'plan/:plan_id',
        path: 'plan/:plan_id/:plan_tab?',
        alias: 'intervention/*',
        getHref: (childId: string | number, planId: string | number, tab?: string) =>
          `/app/child/${childId}/plan/${planId}${tab ? `/${tab}` : ''}`,
      },
      session: {
        path: 'plan/:plan_id/session/:session_position',
        getHref: (childId: string | number, planId: string | number, position: number) =>
          `/app/child/${childId}/plan/${planId}/session/${position}`,
      },
      sessionComplete: {
        path: 'plan/:plan_id/session/:session_position/complete',
        getHref: (childId: string | number, planId: string | number, position: number) =>
          `/app/child/${childId}/plan/${planId}/session/${position}/complete`,
      },
      item: {
        path: 'plan/:plan_id/session/:session_position/item/:item_position',
        getHref: (childId: string | number, planId: string | number, session: number, item: number) =>
          `/app/child/${childId}/plan/${planId}/session/${session}/item/${item}`,
      },
      action: {
        path: 'plan/:plan_id/action/:action_id/item/:item_position',
        getHref: (childId: string | number, planId: string | number, actionId: string, item: number) =>
          `/app/child/${childId}/plan/${planId}/action/${actionId}/item/${item}`,
      },
      tool: {
        path: 'tool/:solution',
        /** A tool page: `sleep`, `social-emotional`, `food-sensitivity`, `parent-coaching`, `reading-attention-tutor`. */
        getHref: (childId: string | number, solution: string) =>
          `/app/child/${childId}/tool/${encodeURIComponent(solution)}`,
      },
      clinical: {
        path: 'clinical',
        getHref: (childId: string | number) => `/app/child/${childId}/clinical`,
      },
      consent: {
        path: 'clinical/consent',
        getHref: (childId: string | number) => `/app/child/${childId}/clinical/consent`,
      },
      insurance: {
        path: 'clinical/insurance',
        getHref: (childId: string | number) => `/app/child/${childId}/clinical/insurance`,
      },
      report: {
        path: 'report',
        getHref: (childId: string | number) => `/app/child/${childId}/report`,
      },
      targetRecognition: {
        path: 'target-recognition',
        getHref: (childId: string | number) => `/app/child/${childId}/target-recognition`,
      },
      course: {
        path: 'course/:child_course_id',
        getHref: (childId: string | number, courseId: string | number) =>
          `/app/child/${childId}/course/${courseId}`,
      },
      lecture: {
        path: 'course/:child_course_id/lecture/:lecture_position',
        getHref: (childId: string | number, courseId: string | number, position: number) =>
          `/app/child/${childId}/course/${courseId}/lecture/${position}`,
      },
    },
  },
  legal: {
    /** The legal pages' route: `/user-agreements/{terms-of-use|privacy-policy|data-protection}.html`. */
    path: '/user-agreements/:document',
    /** The short forms the spec names at the root (`/privacy-policy.html`), redirected to the pages. */
    rootPrivacy: '/privacy-policy.html',
    rootDataProtection: '/data-protection.html',
    terms: '/user-agreements/terms-of-use.html',
    privacy: '/user-agreements/privacy-policy.html',
    dataProtection: '/user-agreements/data-protection.html',
  },
} as const;
