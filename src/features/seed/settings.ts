// The demo business the site shows until an admin saves the Settings page (docs/product.md#business-settings): the
// owner replaces these in the back office before launch.
import { NO_PICTURES, type Settings } from '../settings/schema.ts';

export const demoSettings: Settings = {
  name: { en: 'Doors & Joinery', uk: 'Двері та столярство' },
  legalName: { en: 'Doors & Joinery LLC', uk: 'ТОВ «Двері та столярство»' },
  registrationCode: '',
  address: {
    street: { en: '12 Lisova Street', uk: 'вул. Лісова, 12' },
    city: { en: 'Kyiv', uk: 'Київ' },
    postalCode: '02000',
  },
  phones: ['+380 44 123 45 67'],
  email: 'hello@doors-joinery.com.ua',
  hours: { opens: '10:00', closes: '19:00' },
  showroomNote: { en: 'By appointment', uk: 'За попереднім записом' },
  replyTime: { en: 'within 2–4 hours during opening hours', uk: 'протягом 2–4 годин у робочий час' },
  location: { latitude: 50.4501, longitude: 30.5234 },
  social: ['https://www.instagram.com/doors.joinery/'],
  privacy: {
    en: 'We collect only what you send us in a form: your name, phone, email and message, and the door configuration of a quote request. We use it to answer you and to prepare your quote, and for nothing else.\n\nWe keep enquiries for as long as we need them to serve you and meet our legal duties, never sell them and share them only with the staff who handle your order.\n\nThis site sets no tracking cookies and loads no third-party code unless you ask for it (the map on the contact page). To see, correct or delete your data, write to us.',
    uk: 'Ми збираємо лише те, що ви надсилаєте у формі: ім’я, телефон, ел. пошту, повідомлення та конфігурацію дверей у запиті. Ми використовуємо ці дані, щоб відповісти вам і підготувати пропозицію, і ні для чого іншого.\n\nМи зберігаємо звернення стільки, скільки потрібно для вашого обслуговування та виконання вимог закону, ніколи їх не продаємо й передаємо лише працівникам, які опрацьовують ваше замовлення.\n\nСайт не встановлює відстежувальних файлів cookie і не завантажує сторонній код без вашого запиту (карта на сторінці контактів). Щоб переглянути, виправити чи видалити свої дані, напишіть нам.',
  },
  terms: {
    en: 'Prices shown on this site are estimates for the configuration you choose, converted to hryvnias at the current rate. A binding price is set in the written offer we send after measuring on site.\n\nSending a quote request or an enquiry does not create an order or any obligation for you.\n\nPhotos and drawings on this site belong to Doors & Joinery and may not be reused without permission.',
    uk: 'Ціни на сайті є орієнтовними для обраної конфігурації та переведені в гривні за поточним курсом. Остаточну ціну фіксуємо в письмовій пропозиції після заміру на об’єкті.\n\nНадсилання запиту чи звернення не створює замовлення й жодних зобов’язань для вас.\n\nФото та зображення на сайті належать «Двері та столярство» і не можуть використовуватися без дозволу.',
  },
  // The built-in pictures (src/assets/hero.jpg, workshop.jpg, public/og-image.png) until the owner uploads others.
  pictures: NO_PICTURES,
  storyVideo: '',
};
