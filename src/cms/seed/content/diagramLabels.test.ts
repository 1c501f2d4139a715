import { describe, expect, it } from 'vitest'
import { diagramLabelsZh } from './diagramLabels'
import { productPlans } from './productPlans'
import { products } from './products'
import { solutionPlans } from './solutionPlans'

const CJK = /[\u4e00-\u9fff]/

describe('the Chinese labels of the seed architecture diagrams', () => {
  const labels = [...products, ...solutionPlans, ...productPlans].flatMap((d) => d.architectureLayers.flat())

  it('cover every label a diagram draws, so no zh diagram shows an untranslated word by accident', () => {
    expect(labels.length).toBeGreaterThan(100)
    expect(labels.filter((label) => !(label in diagramLabelsZh))).toEqual([])
    expect(Object.keys(diagramLabelsZh).filter((label) => !labels.includes(label))).toEqual([])
  })

  it('are Chinese where the English is words, and keep names as written', () => {
    expect(diagramLabelsZh['Core Banking']).toMatch(CJK)
    expect(diagramLabelsZh['MogDB Cluster']).toMatch(/^MogDB .*[\u4e00-\u9fff]/)
    expect(diagramLabelsZh['Kubernetes']).toBe('Kubernetes')
  })
})
