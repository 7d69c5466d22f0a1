// Placeholder until this page is built (issue 7).
export default function CurrenciesPage(_props: { category?: 'interior' | 'concealed' }) {
  return <h1 className="font-serif text-4xl">Currencies</h1>;
}
