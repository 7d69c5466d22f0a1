// The answers a new shop starts with (docs/product.md#answers): true of any made-to-measure door maker, typical
// figures said as typical, nothing the shop's own settings decide (the measurement's price is shown when booking,
// the prepayment on each offer). The manager rewrites them in Settings → Answers.
import type { Guide } from './schema.ts';

export const DEFAULT_GUIDE: Guide = {
  steps: {
    measuring: {
      en: `Every door is made to the size of your doorway, so every order starts with a measurement. Book a free time online or call us: our measurer comes to your home, measures each opening, checks the walls and the floor, and talks through the doors, finishes and hardware with you.

- It takes about an hour; please clear the doorways.
- The visit’s price, if any, is shown when you book.
- Within a few days you receive the **final offer**: every door, its options and the price, to accept online.`,
      uk: `Кожні двері виготовляються під розмір вашого прорізу, тому кожне замовлення починається із заміру. Запишіться онлайн на вільний час або зателефонуйте: замірник приїде до вас, виміряє кожен проріз, перевірить стіни й підлогу та обговорить із вами двері, оздоблення й фурнітуру.

- Замір триває близько години; будь ласка, звільніть дверні прорізи.
- Вартість виїзду, якщо вона є, зазначено під час запису.
- За кілька днів ви отримаєте **остаточну пропозицію**: кожні двері, їхні опції й ціну — прийняти її можна онлайн.`,
    },
    making: {
      en: `Once you accept the offer and the prepayment arrives, your doors go into production at our workshop.

- Interior doors usually take **4–6 weeks**, concealed doors **5–7 weeks**; the offer states the date for your order.
- You can follow your order’s progress on your offer’s page.`,
      uk: `Щойно ви приймете пропозицію і надійде передоплата, ваші двері йдуть у виробництво в нашій майстерні.

- Міжкімнатні двері зазвичай виготовляються **4–6 тижнів**, приховані — **5–7 тижнів**; точну дату для вашого замовлення зазначено в пропозиції.
- Стежити за ходом замовлення можна на сторінці вашої пропозиції.`,
    },
    delivery: {
      en: `We deliver the doors packed and install them ourselves: frames, doors, architraves and hardware, with the gaps and the swing checked on the spot.

- Installation needs finished walls and floors.
- Delivery and installation are listed on your offer line by line.`,
      uk: `Ми доставляємо двері в упаковці й встановлюємо їх самі: коробки, полотна, лиштви та фурнітуру, перевіряючи зазори й хід дверей на місці.

- Для монтажу стіни й підлога мають бути готові.
- Доставку й монтаж указано в пропозиції окремими рядками.`,
    },
    payment: {
      en: `You pay in two parts: the **prepayment** stated on your offer starts production, the **balance** is due when the doors are delivered.

- Pay by bank transfer with the invoice we send you; it carries a QR code your banking app reads.
- Every payment is confirmed on your offer’s page.`,
      uk: `Оплата у дві частини: **передоплата**, зазначена в пропозиції, запускає виробництво, а **решту** ви сплачуєте під час доставки дверей.

- Сплатити можна банківським переказом за рахунком, який ми надсилаємо; на ньому є QR-код для вашого банківського застосунку.
- Кожен платіж підтверджується на сторінці вашої пропозиції.`,
    },
    warranty: {
      en: `We stand behind what we make.

- **24 months** on the doors and the hardware, **12 months** on the installation, unless your offer says otherwise.
- If something is not right, call or write to us: we come, look and put it right.`,
      uk: `Ми відповідаємо за те, що виготовляємо.

- **24 місяці** гарантії на двері та фурнітуру, **12 місяців** — на монтаж, якщо у вашій пропозиції не зазначено інше.
- Якщо щось не так, зателефонуйте або напишіть нам: ми приїдемо, подивимось і все виправимо.`,
    },
  },
  faq: [
    {
      question: { en: 'Why do you need to measure?', uk: 'Навіщо потрібен замір?' },
      answer: {
        en: 'Walls and openings are rarely straight or standard. We make each door to the opening as measured, so it closes evenly and the gaps are the same all round.',
        uk: 'Стіни й прорізи рідко бувають рівними чи стандартними. Ми виготовляємо кожні двері під виміряний проріз, тож вони рівно зачиняються, а зазори однакові з усіх боків.',
      },
    },
    {
      question: { en: 'How long does an order take?', uk: 'Скільки часу займає замовлення?' },
      answer: {
        en: 'Usually 4–6 weeks for interior doors and 5–7 weeks for concealed doors, from the accepted offer and the prepayment. Your offer states the date for your order.',
        uk: 'Зазвичай 4–6 тижнів для міжкімнатних дверей і 5–7 тижнів для прихованих — від прийнятої пропозиції та передоплати. Дату для вашого замовлення зазначено в пропозиції.',
      },
    },
    {
      question: {
        en: 'Is the price in the configurator final?',
        uk: 'Ціна в конфігураторі остаточна?',
      },
      answer: {
        en: 'It is the price of the door as you configured it. After the measurement you receive the final offer with every door, delivery and installation, which you accept online.',
        uk: 'Це ціна дверей саме в тій конфігурації, яку ви обрали. Після заміру ви отримаєте остаточну пропозицію з усіма дверима, доставкою й монтажем і приймете її онлайн.',
      },
    },
    {
      question: { en: 'Do you install the doors?', uk: 'Ви встановлюєте двері?' },
      answer: {
        en: 'Yes, our fitters install the doors we make. The walls and floors should be finished before installation.',
        uk: 'Так, наші монтажники встановлюють двері, які ми виготовляємо. До монтажу стіни й підлога мають бути готові.',
      },
    },
    {
      question: { en: 'Can I see the doors before ordering?', uk: 'Чи можна побачити двері до замовлення?' },
      answer: {
        en: 'Yes: book a showroom visit online and see the doors, finishes and hardware in person.',
        uk: 'Так: запишіться онлайн на візит до шоуруму й подивіться двері, оздоблення та фурнітуру наживо.',
      },
    },
    {
      question: { en: 'What is the warranty?', uk: 'Яка гарантія?' },
      answer: {
        en: '24 months on the doors and hardware and 12 months on the installation, unless your offer says otherwise.',
        uk: '24 місяці на двері та фурнітуру і 12 місяців на монтаж, якщо у вашій пропозиції не зазначено інше.',
      },
    },
  ],
};
