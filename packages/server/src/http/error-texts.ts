/**
 * The server's error texts in the caller's language. Every message the server answers with is written
 * once, in English, where it is raised; here each one a family can meet has its Spanish, and
 * {@link localizeErrors} gives an error body's messages in the language the request asks for
 * (`Accept-Language`, which the app sets from the account's language), applied once, where errors are
 * answered (`app.ts`). A message without a Spanish text stays English, so a new message is never lost.
 *
 * Conventions: exact texts in {@link SPANISH}; texts with a value in them (an age, a length, a record's
 * name) in {@link PATTERNS}, as a pattern and its Spanish.
 */
import type { Language } from '@attune/core/rules';

/** Spanish of the server's exact messages. */
const SPANISH: Readonly<Record<string, string>> = {
  // input, as the router words zod's issues
  'is required': 'es obligatorio',
  'must be a number': 'debe ser un número',
  'must be a whole number': 'debe ser un número entero',
  'must be text': 'debe ser texto',
  'must be true or false': 'debe ser verdadero o falso',
  'must be a list': 'debe ser una lista',
  'must be an object': 'debe ser un objeto',
  'must be a date': 'debe ser una fecha',
  'is not a real date': 'no es una fecha real',
  'is not a known id': 'no es un identificador conocido',
  'must not be in the future': 'no puede ser una fecha futura',
  'must be a time HH:MM': 'debe ser una hora HH:MM',
  'must be six digits': 'debe tener seis dígitos',
  'must be en or es': 'debe ser en o es',
  'is not a valid email address': 'no es una dirección de correo válida',
  'is not one of the options': 'no es una de las opciones',
  'A value in the request is out of range or malformed':
    'Un valor de la solicitud está fuera de rango o mal formado.',
  'The request body is not valid JSON': 'El cuerpo de la solicitud no es JSON válido.',
  'The request body is too large': 'El cuerpo de la solicitud es demasiado grande.',
  'Something went wrong. Please try again.': 'Algo salió mal. Inténtalo de nuevo.',
  // accounts and passwords
  'Invalid email or password': 'Correo electrónico o contraseña no válidos',
  'You need to log in to do that.': 'Tienes que iniciar sesión para hacer eso.',
  'does not match the password': 'no coincide con la contraseña',
  'is not correct': 'no es correcta',
  'must be different from the current password': 'debe ser distinta de la contraseña actual',
  'must not contain your email address': 'no debe contener tu dirección de correo',
  'needs more different characters': 'necesita más caracteres distintos',
  'is a well-known password; please choose another': 'es una contraseña muy conocida; elige otra',
  'is too easy to guess; please choose a longer or less predictable password':
    'es demasiado fácil de adivinar; elige una contraseña más larga o menos previsible',
  'Too many failed log-in attempts. Please wait a few minutes and try again.':
    'Demasiados intentos fallidos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  'Too many attempts. Please wait a while and try again.':
    'Demasiados intentos. Espera un rato e inténtalo de nuevo.',
  'is not the one this link was started with, or has expired': 'no es el de este enlace, o ha caducado',
  'was already used': 'ya se usó',
  'This unsubscribe link is not valid.': 'Este enlace para darse de baja no es válido.',
  'Text messages are not available on this server':
    'Los mensajes de texto no están disponibles en este servidor',
  'Add a mobile phone number to get text messages': 'Añade un número de móvil para recibir mensajes de texto',
  // medication doses
  'is not a time this medication is taken': 'no es un momento en que se toma este medicamento',
  'must not be after today': 'no puede ser posterior a hoy',
  // gates (the web shows its own blocker; these are for every other caller)
  'Your account needs to be finished (confirm your email) to do that.':
    'Tienes que terminar tu cuenta (confirmar tu correo) para hacer eso.',
  'An active subscription or free trial is needed to do that.':
    'Para hacer eso se necesita una suscripción activa o una prueba gratuita.',
  'This is only for clinical accounts.': 'Esto es solo para cuentas clínicas.',
  'The content library is not part of your plan.': 'La biblioteca de contenidos no forma parte de tu plan.',
  'This add-on has to be purchased for this child first.':
    'Primero hay que comprar este complemento para este niño.',
  'The family has not allowed you to do this.': 'La familia no te ha permitido hacer esto.',
  // collaborators
  'is your own address': 'es tu propia dirección',
  'is already invited for this child': 'ya está invitado para este niño',
  'This invitation was sent to another email address. Log in with that one.':
    'Esta invitación se envió a otra dirección de correo. Inicia sesión con esa.',
  // plans, tools and questionnaires
  'is not a plan of the catalogue': 'no es un plan del catálogo',
  'This plan is already started for this child.': 'Este plan ya está empezado para este niño.',
  'Start the Target Recognition plan for this child first.':
    'Primero empieza el plan de Reconocimiento de objetivos para este niño.',
  'No plan found': 'No se encontró ningún plan',
  'No questionnaire found': 'No se encontró ningún cuestionario',
  'is required for this question': 'es obligatorio para esta pregunta',
  'must be answered': 'hay que responderla',
  'takes one answer only': 'admite una sola respuesta',
  'is not an answer to this question': 'no es una respuesta a esta pregunta',
  'is not a question of this questionnaire': 'no es una pregunta de este cuestionario',
  'must be after the bedtime': 'debe ser después de la hora de acostarse',
  'has no food sensitivity kit ordered': 'no tiene ningún kit de sensibilidad alimentaria pedido',
  'is not a valid postal code': 'no es un código postal válido',
  'must be a two-letter country code': 'debe ser un código de país de dos letras',
  'is not a known medication': 'no es un medicamento conocido',
  'is not a dosage of the chosen medication': 'no es una dosis del medicamento elegido',
  // purchases
  'is not a product': 'no es un producto',
  'is not available yet; join the waiting list instead':
    'aún no está disponible; apúntate a la lista de espera',
  'is required: this product is bought for one child': 'es obligatorio: este producto se compra para un niño',
  'this product has no trial': 'este producto no tiene prueba',
  'The free trial has already been used on this account.': 'La prueba gratuita ya se usó en esta cuenta.',
  'was already used for another purchase': 'ya se usó para otra compra',
  'cannot be cancelled at the end of its period': 'no se puede cancelar al final de su periodo',
  'No In-App Purchase found.': 'No se encontró ninguna compra dentro de la aplicación.',
  'Insurance plan not found': 'No se encontró el plan de seguro',
};

/** The names of records in "… not found", in Spanish (the noun and its article). */
const RECORDS: Readonly<Record<string, string>> = {
  Record: 'No se encontró el registro',
  Child: 'No se encontró el niño',
  User: 'No se encontró el usuario',
  Plan: 'No se encontró el plan',
  Item: 'No se encontró el elemento',
  Prescription: 'No se encontró la receta',
  Assessment: 'No se encontró la evaluación',
  Collaborator: 'No se encontró el colaborador',
  Invitation: 'No se encontró la invitación',
  Link: 'No se encontró el enlace',
  Notification: 'No se encontró la notificación',
  Score: 'No se encontró la puntuación',
  Purchase: 'No se encontró la compra',
  'Content piece': 'No se encontró el contenido',
};

/** Messages with values in them, and their Spanish. */
const PATTERNS: readonly (readonly [RegExp, (match: RegExpExecArray) => string | null])[] = [
  [
    /^must make the child (\d+) to (\d+) years old$/,
    (m) => `el niño debe tener entre ${m[1]} y ${m[2]} años`,
  ],
  [
    /^is too long \(at most (\d+) characters\)$/,
    (m) => `es demasiado largo (como máximo ${m[1]} caracteres)`,
  ],
  [/^is too short \(at least (\d+) characters\)$/, (m) => `es demasiado corto (al menos ${m[1]} caracteres)`],
  [/^(.+) not found$/, (m) => RECORDS[m[1] ?? ''] ?? null],
  // the Food Sensitivity kit's steps (the state's name is the wire's)
  [/^cannot be taken now \(the kit is (.+)\)$/, (m) => `no se puede dar ahora (el kit está en ${m[1]})`],
  [/^must be one of (.+)$/, (m) => `debe ser uno de ${m[1]}`],
];

/** One server message in `language` (English as written; Spanish when it has a text, else English). */
export function localizeMessage(message: string, language: Language): string {
  if (language !== 'es') return message;
  const exact = SPANISH[message];
  if (exact) return exact;
  for (const [pattern, spanish] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return spanish(match) ?? message;
  }
  return message;
}

/** An error body's messages in `language`, keyed by the same fields. */
export function localizeErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  language: Language,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => localizeMessage(message, language)),
    ]),
  );
}
